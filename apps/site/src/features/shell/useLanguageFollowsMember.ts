import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys, type MemberInfo, type UiLanguage } from '@croupier/sdk';
import { mutations } from '@/shared/api';
import { changeLanguage } from '@/shared/language';

/**
 * The member's language lives on the server (spec §7 language update): once per member and page load the
 * site takes the stored one (a login on another device shows the member's language), or stores the current
 * one when the member has none; every later change of the site language while logged in is stored.
 */
export function useLanguageFollowsMember(member: MemberInfo | undefined): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const followed = useRef<string | undefined>(undefined);
  const { mutate: store } = useMutation({
    ...mutations.updateMemberLanguage(),
    onSuccess: ({ language }) =>
      queryClient.setQueryData(keys.memberInfo, (info: MemberInfo | undefined) => info && { ...info, language }),
  });

  useEffect(() => {
    if (!member || followed.current === member.id) return;
    followed.current = member.id;
    if (member.language) {
      if (member.language !== i18n.language) changeLanguage(member.language);
    } else store({ language: i18n.language as UiLanguage });
  }, [member, i18n, store]);

  const stored = member?.language;
  useEffect(() => {
    if (!member) return;
    const onChange = (language: string) => {
      if (language !== stored) store({ language: language as UiLanguage });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [member, stored, i18n, store]);
}
