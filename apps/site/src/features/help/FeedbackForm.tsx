import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Select, Stack, TextArea, TextField, characterCount } from '@croupier/ui';
import { isCroupierApiError, type FeedbackQuestionType } from '@croupier/sdk';
import { supportMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';

/** Spec §5/§9: feedback content is required and 140 characters at most. */
export const FEEDBACK_MAX = 140;

const questionTypes: Record<FeedbackQuestionType, string> = {
  deposit: 'feedback.types.deposit',
  withdraw: 'feedback.types.withdraw',
  game: 'feedback.types.game',
  customer_service: 'feedback.types.customer_service',
  application: 'feedback.types.application',
  other: 'feedback.types.other',
};

/** What is wrong with the content, if anything: empty (after trimming) or longer than 140 characters. */
export function feedbackContentProblem(content: string): 'required' | 'tooLong' | undefined {
  const trimmed = content.trim();
  if (!trimmed) return 'required';
  if (characterCount(trimmed) > FEEDBACK_MAX) return 'tooLong';
  return undefined;
}

/** Feedback and complaints (spec §3): question type, content, contact; a session is optional. */
export function FeedbackForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('deposit');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong'>();
  const send = useMutation({
    ...supportMutations.submitFeedback(),
    onSuccess: () => {
      setContent('');
      setContact('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackContentProblem(content);
    setProblem(found);
    if (!found) send.mutate({ questionType, content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) });
  };
  const serverProblem = isCroupierApiError(send.error, 'validation_failed') && send.error.fieldErrors?.content ? t('feedback.tooLong') : undefined;

  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Select
        label={t('feedback.questionType')}
        value={questionType}
        onValueChange={(value) => setQuestionType(value as FeedbackQuestionType)}
        options={Object.entries(questionTypes).map(([value, key]) => ({ value, label: t(key) }))}
      />
      <TextArea
        label={t('feedback.content')}
        hint={t('feedback.contentHint', { max: FEEDBACK_MAX })}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setProblem(undefined);
          send.reset();
        }}
        maxLength={FEEDBACK_MAX}
        error={problem === 'required' ? t('feedback.required') : problem === 'tooLong' ? t('feedback.tooLong') : serverProblem}
        messages={kit.textArea}
        required
      />
      <TextField label={t('feedback.contact')} hint={t('feedback.contactHint')} value={contact} onChange={(event) => setContact(event.target.value)} maxLength={128} />
      {send.error && !serverProblem ? <FormMessage tone="critical">{errorMessage(t, send.error)}</FormMessage> : null}
      {send.isSuccess ? <FormMessage tone="positive">{t('feedback.sent')}</FormMessage> : null}
      <Stack space="small" align="start">
        <Button type="submit" loading={send.isPending}>
          {t('feedback.submit')}
        </Button>
        {send.isSuccess && onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('feedback.close')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
