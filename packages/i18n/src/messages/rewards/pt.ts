import type { rewardErrorsEn, rewardsEn } from './en';

export const rewardsPt: typeof rewardsEn = {
  rewards: {
    pages: { referral: 'Convidar amigos' },
    center: {
      lead: 'Participe de uma atividade, cumpra o requisito e resgate sua recompensa. As recompensas entram no seu saldo e aparecem em Detalhes de bônus.',
      empty: 'Nenhuma atividade no momento',
      emptyText: 'Novas atividades aparecem aqui. Volte em breve.',
      reward: 'Recompensa: {{amount}}',
      rebateAmount: 'Seu cashback da semana passada: {{amount}}',
      rafflePrizes: 'Prêmios de até {{amount}}, um sorteio por semana',
      progress: 'Progresso: {{current}} de {{target}}',
      startsAt: 'Começa em {{date}}',
      endedAt: 'Terminou em {{date}}',
      claimedAmount: 'Você recebeu {{amount}}',
      join: 'Participar',
      apply: 'Inscrever-se',
      applyAgain: 'Inscrever-se de novo',
      claim: 'Resgatar',
      draw: 'Sortear meu prêmio',
      claimed: '{{amount}} foi adicionado ao seu saldo.',
      yourRemark: 'Sua inscrição: {{remark}}',
      rejectReason: 'Motivo: {{reason}}',
    },
    activities: {
      firstDeposit: {
        title: 'Bônus de primeiro depósito',
        description: 'Faça um primeiro depósito de pelo menos {{min}} e ganhe {{amount}}.',
      },
      dailyCheckIn: {
        title: 'Check-in diário',
        description:
          'Faça pelo menos uma aposta hoje e faça o check-in para ganhar {{amount}}. Todos os dias.',
      },
      weeklyRebate: {
        title: 'Cashback semanal',
        description: 'Receba de volta {{rate}} de tudo o que você apostou na semana passada.',
      },
      weeklyRaffle: {
        title: 'Sorteio semanal',
        description: 'Aposte {{min}} no total nesta semana e sorteie um prêmio em dinheiro.',
      },
      shareAndWin: {
        title: 'Compartilhe e ganhe',
        description:
          'Compartilhe nosso site nas redes sociais e inscreva-se com uma observação e uma captura de tela. Depois da verificação da equipe, você ganha {{amount}}.',
      },
      christmasCup: {
        title: 'Copa de depósitos de Natal',
        description: 'Deposite pelo menos {{min}} durante o evento e ganhe {{amount}}.',
      },
      carnival: {
        title: 'Bônus de depósito de Carnaval',
        description: 'Deposite pelo menos {{min}} durante o evento e ganhe {{amount}}.',
      },
      vipBronze: {
        title: 'Bônus de nível VIP Bronze',
        description:
          'Alcance este nível VIP com seus depósitos e apostas válidas e resgate {{amount}} uma vez.',
      },
      vipSilver: {
        title: 'Bônus de nível VIP Prata',
        description:
          'Alcance este nível VIP com seus depósitos e apostas válidas e resgate {{amount}} uma vez.',
      },
      vipGold: {
        title: 'Bônus de nível VIP Ouro',
        description:
          'Alcance este nível VIP com seus depósitos e apostas válidas e resgate {{amount}} uma vez.',
      },
      vipPlatinum: {
        title: 'Bônus de nível VIP Platina',
        description:
          'Alcance este nível VIP com seus depósitos e apostas válidas e resgate {{amount}} uma vez.',
      },
      vipDiamond: {
        title: 'Bônus de nível VIP Diamante',
        description:
          'Alcance este nível VIP com seus depósitos e apostas válidas e resgate {{amount}} uma vez.',
      },
    },
    apply: {
      title: 'Inscrição: {{activity}}',
      description:
        'Conte o que você fez. Você pode anexar até 3 capturas de tela (png ou jpg, no máximo 5 MB cada).',
      remark: 'Observação',
      remarkHint: 'No máximo {{max}} caracteres',
      remarkRequired: 'Escreva uma observação',
      remarkTooLong: 'A observação pode ter no máximo {{max}} caracteres',
      images: 'Capturas de tela',
      submit: 'Enviar inscrição',
      sent: 'Inscrição enviada. A equipe vai analisá-la em breve.',
    },
    missions: {
      lead: 'Complete as missões desta semana para ganhar recompensas e pontos. O ranking ordena os jogadores por pontos e depois pelo valor apostado.',
      title: 'Missões desta semana',
      period: '{{from}} a {{to}}',
      points: 'Seus pontos nesta semana: {{points}}',
      reward: 'Recompensa: {{amount}} e {{points}} pontos',
      progress: 'Progresso: {{current}} de {{target}}',
      claim: 'Resgatar recompensa',
      inProcess: 'Em andamento',
      completed: 'Concluída',
      claimed: 'Resgatada',
      kinds: {
        betCount: 'Número de apostas: {{target}}',
        wager: 'Total apostado: {{target}}',
        depositCount: 'Número de depósitos: {{target}}',
      },
    },
    leaderboard: {
      title: 'Ranking',
      rank: 'Posição',
      player: 'Jogador',
      points: 'Pontos',
      wager: 'Total apostado',
      you: '{{name}} (você)',
      yourRank: 'Sua posição: {{rank}}',
      unranked: 'Faça uma aposta nesta semana para entrar no ranking.',
      empty: 'Ainda não há ninguém no ranking',
      emptyText: 'As primeiras apostas da semana aparecerão aqui.',
    },
    referral: {
      lead: 'Convide amigos com o seu código. Quando um amigo se cadastrar com ele e fizer o primeiro depósito, você ganha {{amount}}.',
      code: 'Seu código de indicação',
      link: 'Seu link de convite',
      copyCode: 'Copiar código de indicação',
      copyLink: 'Copiar link de convite',
      copied: 'Copiado',
      copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
      copySuccess: 'Copiado com sucesso',
      copySuccessText: 'Envie para seus amigos para que eles se cadastrem com o seu código.',
      ok: 'OK',
      friends: 'Amigos cadastrados',
      friendsEmpty: 'Nenhum amigo ainda',
      friendsEmptyText: 'Os amigos que se cadastrarem com o seu código ou link aparecem aqui.',
      name: 'Amigo',
      registeredAt: 'Cadastro',
      firstDeposit: 'Primeiro depósito',
      reward: 'Recompensa',
      yes: 'Sim',
      no: 'Não',
      rewardNone: 'Aguardando depósito',
      rewardClaimable: 'Pronta para resgate',
      rewardClaimed: 'Paga',
      earned: 'Recompensas ganhas',
      claimable: 'Pronto para resgate',
      claim: 'Resgatar recompensas',
    },
  },
};

export const rewardErrorsPt: typeof rewardErrorsEn = {
  reward_not_eligible: 'Você ainda não cumpre os requisitos desta atividade',
  reward_unavailable: 'Esta atividade foi encerrada ou ainda não começou',
  reward_state_conflict: 'Esta etapa não está disponível no status atual da atividade',
  players_only: 'Somente contas de jogador podem convidar amigos',
  feature_disabled: 'Este recurso não está disponível neste site',
};
