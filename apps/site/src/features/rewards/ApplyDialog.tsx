import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, ImageUpload, Stack, TextArea } from '@croupier/ui';
import { isCroupierApiError, type RewardActivity } from '@croupier/sdk';
import { rewardMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { toProofImage } from '@/shared/proofImages';

/** Spec §5 activity application: remark at most 140 characters; png/jpg images, at most 5 MB each, at most 3. */
export const REMARK_MAX = 140;
const MAX_IMAGES = 3;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface Props {
  activity: RewardActivity;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: () => void;
}

export function ApplyDialog({ activity, title, open, onOpenChange, onApplied }: Props) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<'required' | 'tooLong'>();
  const apply = useMutation({
    ...rewardMutations.applyForActivity(),
    onSuccess: () => {
      setRemark('');
      setImages([]);
      onOpenChange(false);
      onApplied();
    },
  });
  const serverRemark =
    isCroupierApiError(apply.error) && apply.error.fieldErrors?.remark
      ? t('rewards.apply.remarkTooLong', { max: REMARK_MAX })
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = remark.trim();
    if (!trimmed) return setProblem('required');
    if ([...trimmed].length > REMARK_MAX) return setProblem('tooLong');
    apply.mutate({
      activityId: activity.id,
      remark: trimmed,
      ...(images.length > 0 && { images: await Promise.all(images.map(toProofImage)) }),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('rewards.apply.title', { activity: title })}</Dialog.Title>
        <Dialog.Description>{t('rewards.apply.description')}</Dialog.Description>
        <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate>
          <TextArea
            label={t('rewards.apply.remark')}
            hint={t('rewards.apply.remarkHint', { max: REMARK_MAX })}
            value={remark}
            onChange={(event) => {
              setRemark(event.target.value);
              setProblem(undefined);
              apply.reset();
            }}
            maxLength={REMARK_MAX}
            error={
              problem === 'required'
                ? t('rewards.apply.remarkRequired')
                : problem === 'tooLong'
                  ? t('rewards.apply.remarkTooLong', { max: REMARK_MAX })
                  : serverRemark
            }
            messages={kit.textArea}
            required
          />
          <ImageUpload
            label={t('rewards.apply.images')}
            files={images}
            onChange={setImages}
            maxFiles={MAX_IMAGES}
            maxBytes={MAX_IMAGE_BYTES}
            messages={kit.imageUpload}
          />
          {apply.error && !serverRemark ? (
            <FormMessage tone="critical">{errorMessage(t, apply.error)}</FormMessage>
          ) : null}
          <Dialog.Actions>
            <Dialog.Close>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" loading={apply.isPending}>
              {t('rewards.apply.submit')}
            </Button>
          </Dialog.Actions>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
