import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, TextField } from '@croupier/ui';

/** The member-account filter of the agent pages: applied on submit, so typing does not refetch each letter. */
export function AccountSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (account: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('agent.searchAccount')}>
      <Inline space="small" alignY="bottom">
        <TextField
          label={t('agent.searchAccount')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('agent.search')}
        </Button>
      </Inline>
    </form>
  );
}
