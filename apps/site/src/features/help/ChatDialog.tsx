import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, ChatRoom, Dialog, Inline, Stack, Text } from '@croupier/ui';
import type { Chat, ChatMessage } from '@croupier/sdk';
import { supportMutations, supportQueries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { useIsLoggedIn } from '@/shared/session';
import { useCroupierSocket, useSocketStatus } from '@/shared/socket';

/** Adds a message once, in order: the socket may deliver one the history already had. */
const withMessage = (list: ChatMessage[], message: ChatMessage) => (list.some((m) => m.id === message.id) ? list : [...list, message]);

/** The chat room modal (spec §2): pick a queue, then talk to the (sandbox) support agent over the socket. */
export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const isLogin = useIsLoggedIn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('livechat.title')}</Dialog.Title>
        {isLogin ? (
          <ChatBody />
        ) : (
          <Stack space="medium">
            <Dialog.Description>{t('livechat.loginFirst')}</Dialog.Description>
            <div>
              <Button
                onClick={() => {
                  onOpenChange(false);
                  authDialog.open('login');
                }}
              >
                {t('header.login')}
              </Button>
            </div>
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ChatBody() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const models = useQuery(supportQueries.chatModels());
  const socket = useCroupierSocket();
  const status = useSocketStatus();
  const [chat, setChat] = useState<Chat>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  /** What the server answered to the last message it refused (e.g. too many in a short time). */
  const [refused, setRefused] = useState<string>();
  const launch = useMutation({
    ...supportMutations.launchChat(),
    onSuccess: (opened) => {
      setChat(opened);
      setMessages(opened.messages);
    },
  });

  useEffect(() => {
    if (!socket || !chat) return;
    const offMessage = socket.on('chat.message', ({ message }) => {
      if (message.chatId !== chat.chatId) return;
      setMessages((list) => withMessage(list, message));
      if (message.from === 'member') setRefused(undefined);
    });
    const offError = socket.on('error', ({ code }) => setRefused(code));
    return () => {
      offMessage();
      offError();
    };
  }, [socket, chat]);

  if (!chat) {
    return (
      <Stack space="medium">
        <Dialog.Description>{t('livechat.chooseQueue')}</Dialog.Description>
        {models.error ? <FormMessage tone="critical">{errorMessage(t, models.error)}</FormMessage> : null}
        {launch.error ? <FormMessage tone="critical">{errorMessage(t, launch.error)}</FormMessage> : null}
        <Inline space="small">
          {(models.data ?? []).map((model) => (
            <Button key={model.modelId} variant="secondary" disabled={!model.online} loading={launch.isPending && launch.variables?.modelId === model.modelId} onClick={() => launch.mutate({ modelId: model.modelId })}>
              {model.online ? model.name : t('livechat.offline', { name: model.name })}
            </Button>
          ))}
        </Inline>
        {models.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      </Stack>
    );
  }

  return (
    <Stack space="small">
      <Dialog.Description>{t('livechat.with', { name: chat.agentName })}</Dialog.Description>
      {refused ? <FormMessage tone="critical">{refused === 'too_many_requests' ? t('livechat.tooFast') : t('livechat.notSent')}</FormMessage> : null}
      <ChatRoom
        messages={messages.map((m) => ({ id: m.id, from: m.from, text: m.text, author: m.from === 'agent' ? chat.agentName : undefined }))}
        status={status === 'open' ? undefined : t('livechat.connecting')}
        disabled={status !== 'open'}
        onSend={(text) => {
          // the server echoes the member's message back over the socket, so it is added once, from there
          if (!socket?.send({ type: 'chat.send', chatId: chat.chatId, text })) throw new Error('socket closed');
        }}
        labels={kit.chatRoom}
      />
    </Stack>
  );
}
