import { describe, expect, it } from 'vitest';
import { checkValue } from './rules';
import type { PatternId } from './patterns';
import { patternCatalogue, patternFamilies, patternIds } from './patterns';

/** Per patternId: values the catalogue pattern accepts, and values it rejects. */
const cases: Record<PatternId, { valid: string[]; invalid: string[] }> = {
  any: { valid: ['anything at all', '名字 123 !@#', '   '], invalid: [] },
  letterFirstAlphanumeric: { valid: ['lucky7', 'A', 'abcDEF123'], invalid: ['7lucky', 'lucky_7', 'lucky 7', 'ñandu'] },
  chineseDigits: { valid: ['张伟', '王芳2024', '123'], invalid: ['张伟abc', '张 伟', '张伟!'] },
  chinesePunctuation: { valid: ['你好，世界。', '张伟', '李·明'], invalid: ['，。', 'hello', '你好1'] },
  email: {
    valid: ['player@example.com', 'first.last+vip@mail.casino.br', 'a_b%c@x-y.io'],
    invalid: ['player@', '@example.com', 'player@example', 'pla yer@example.com', 'player@example.c'],
  },
  alphanumeric: { valid: ['abc', '123', 'abc123'], invalid: ['abc-123', 'abc 123', 'ação'] },
  alphanumericMixed: { valid: ['abc123', '1a'], invalid: ['abcdef', '123456', 'abc_123'] },
  digits: { valid: ['0', '11987654321'], invalid: ['12a', '+5511', '12 34', '١٢٣'] },
  alphanumericUppercase: { valid: ['Abc123', 'ABC', 'x9Y'], invalid: ['abc123', 'Abc-123', 'Abc 123'] },
  englishLettersSpaces: { valid: ['John Smith', 'abc', 'Mary Ann Lee'], invalid: ['   ', 'John3', 'José', 'John-Smith'] },
  noSpaces: { valid: ['a-b_c!', '名字'], invalid: ['a b', ' a', 'a\tb'] },
  dateYearFirst: { valid: ['2000-01-31', '1999-12-01'], invalid: ['2000-13-01', '2000-1-1', '01-31-2000', '2000/01/31'] },
  dateMonthFirst: { valid: ['01-31-2000', '12-01-1999'], invalid: ['2000-01-31', '13-01-2000', '1-1-2000'] },
  korean: { valid: ['김민준', '한국어'], invalid: ['김 민준', 'Kim', '김1'] },
  thai: { valid: ['สมชาย', 'ภาษาไทย'], invalid: ['สมชาย ใจดี', 'Somchai', 'สมชาย1'] },
  thaiEnglishSpaces: { valid: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], invalid: ['  ', 'สมชาย1', 'Somchai!'] },
  uppercaseSpaces: { valid: ['JOHN SMITH', 'ABC'], invalid: ['John Smith', 'JOHN1', '   '] },
  lettersDigitsSymbols: { valid: ['Abc123!@#', 'p@ss-w0rd', 'abc'], invalid: ['abc 123', 'senhaçã', '密码'] },
  strongPassword: {
    valid: ['Aa1!aaaa', 'Lucky#2024', 'ZZz9$'],
    invalid: ['aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa', 'Aa1! aaaa'],
  },
  fullName: {
    valid: ['John Smith', 'Ana Maria Souza', 'José Ñúñez', "Seán O'Brien", 'Nguyễn Văn'],
    invalid: ['John', 'John  Smith', ' John Smith', 'John Smith ', 'John Sm1th'],
  },
};

describe('pattern catalogue', () => {
  it('covers the 15 families of §5, each with at least one patternId', () => {
    expect(patternFamilies).toHaveLength(15);
    const used = new Set(Object.values(patternCatalogue).map((pattern) => pattern.family));
    expect([...used].sort()).toEqual([...patternFamilies].sort());
  });

  it('keys every pattern by its own id', () => {
    for (const id of patternIds) expect(patternCatalogue[id].id).toBe(id);
  });

  it('has valid and invalid cases for every patternId', () => {
    expect(Object.keys(cases).sort()).toEqual([...patternIds].sort());
  });

  describe.each(patternIds)('%s', (id) => {
    const rules = { patternId: id, required: true };
    it.each(cases[id].valid)('accepts %j', (value) => {
      expect(checkValue(value, rules)).toBeUndefined();
    });
    if (cases[id].invalid.length > 0) {
      it.each(cases[id].invalid)('rejects %j', (value) => {
        expect(checkValue(value, rules)).toBe('pattern');
      });
    }
  });

  it('applies when the server sends the catalogue source as acceptedPattern', () => {
    const rules = { acceptedPattern: patternCatalogue.digits.source, patternId: 'digits' };
    expect(checkValue('123', rules)).toBeUndefined();
    expect(checkValue('12a', rules)).toBe('pattern');
  });
});
