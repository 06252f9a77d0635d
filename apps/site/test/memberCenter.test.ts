import { describe, expect, it } from 'vitest';
import { isMemberPage, memberPages } from '@/config/memberPages';
import { paths } from '@/config/paths';
import { currentMemberPage } from '@/features/member/MemberCenterLayout';
import { feedbackContentProblem } from '@/features/help/FeedbackForm';

describe('member center pages (spec §2 names)', () => {
  it('opens on securityCenter and knows each page by its URL segment', () => {
    expect(currentMemberPage('/member')).toBe('securityCenter');
    expect(currentMemberPage('/member/depositv2')).toBe('depositv2');
    expect(currentMemberPage('/member/nonsense')).toBe('securityCenter');
    for (const page of memberPages) expect(currentMemberPage(paths.member.href(page))).toBe(page);
  });

  it('accepts only the spec names', () => {
    expect(isMemberPage('messageV2')).toBe(true);
    expect(isMemberPage('messagev2')).toBe(false);
    expect(isMemberPage(undefined)).toBe(false);
  });
});

describe('feedback content (spec §5)', () => {
  it('is required once trimmed and 140 characters at most, counting an emoji as one', () => {
    expect(feedbackContentProblem('   ')).toBe('required');
    expect(feedbackContentProblem('x'.repeat(140))).toBeUndefined();
    expect(feedbackContentProblem(`  ${'x'.repeat(140)}  `)).toBeUndefined();
    expect(feedbackContentProblem('x'.repeat(141))).toBe('tooLong');
    expect(feedbackContentProblem('🎰'.repeat(140))).toBeUndefined();
  });
});
