import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AvatarPicker } from '@croupier/ui';
import { keys, type MemberIcon, type MemberIconRequest } from '@croupier/sdk';
import { mutations, queries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';
import { fileBase64 } from '@/shared/proofImages';

/** The server's limits (PUT /wps/member/info/icon), checked here first so a wrong file is not sent. */
const MAX_AVATAR_BYTES = 256 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type AvatarType = (typeof AVATAR_TYPES)[number];
const isAvatarType = (type: string): type is AvatarType => (AVATAR_TYPES as readonly string[]).includes(type);

/** The built-in avatars' names (the server's choices, modules/member: spade ... chip). */
const choiceKeys = {
  spade: 'avatar.choices.spade',
  heart: 'avatar.choices.heart',
  diamond: 'avatar.choices.diamond',
  club: 'avatar.choices.club',
  star: 'avatar.choices.star',
  chip: 'avatar.choices.chip',
} as const;

/** The member icon in the member centre (spec §7): choose a built-in avatar or upload a picture. */
export function AvatarSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const icon = useQuery(queries.memberIcon());
  const [localError, setLocalError] = useState<string>();
  const save = useMutation({
    ...mutations.setMemberIcon(),
    onSuccess: (next) => queryClient.setQueryData<MemberIcon>(keys.memberIcon, next),
  });

  const send = (request: MemberIconRequest) => {
    setLocalError(undefined);
    save.mutate(request);
  };
  const upload = async (file: File) => {
    if (!isAvatarType(file.type)) return setLocalError(t('errors.avatar_invalid_type'));
    if (file.size > MAX_AVATAR_BYTES) return setLocalError(t('errors.avatar_too_large'));
    send({ image: { contentType: file.type, data: await fileBase64(file) } });
  };

  const choices = (icon.data?.choices ?? []).map((choice) => ({
    id: choice.id,
    src: choice.url,
    label: choice.id in choiceKeys ? t(choiceKeys[choice.id as keyof typeof choiceKeys]) : choice.id,
  }));
  const error = localError ?? (save.error ? errorMessage(t, save.error) : undefined);

  return (
    <Panel title={t('avatar.legend')}>
      <AvatarPicker
        choices={choices}
        value={icon.data?.icon}
        currentSrc={icon.data?.url}
        onChoose={(id) => send({ icon: id })}
        onUpload={(file) => void upload(file)}
        disabled={save.isPending || icon.isPending}
        error={error}
        messages={{
          legend: t('avatar.legend'),
          current: t('avatar.current'),
          upload: t('avatar.upload'),
          uploadHint: t('avatar.uploadHint'),
        }}
      />
      {save.isSuccess && !error ? <FormMessage tone="positive">{t('avatar.saved')}</FormMessage> : null}
    </Panel>
  );
}
