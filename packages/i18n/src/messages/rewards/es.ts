import type { rewardErrorsEn, rewardsEn } from './en';

export const rewardsEs: typeof rewardsEn = {
  rewards: {
    pages: { referral: 'Invitar amigos' },
    center: {
      lead: 'Únete a una actividad, cumple su requisito y reclama tu recompensa. Las recompensas van a tu saldo y aparecen en Detalles de bonos.',
      empty: 'No hay actividades por ahora',
      emptyText: 'Las nuevas actividades aparecen aquí. Vuelve pronto.',
      reward: 'Recompensa: {{amount}}',
      rebateAmount: 'Tu reembolso de la semana pasada: {{amount}}',
      rafflePrizes: 'Premios de hasta {{amount}}, un sorteo por semana',
      progress: 'Progreso: {{current}} de {{target}}',
      startsAt: 'Empieza el {{date}}',
      endedAt: 'Terminó el {{date}}',
      claimedAmount: 'Recibiste {{amount}}',
      join: 'Unirme',
      apply: 'Solicitar',
      applyAgain: 'Solicitar de nuevo',
      claim: 'Reclamar',
      draw: 'Sortear mi premio',
      claimed: 'Se añadieron {{amount}} a tu saldo.',
      yourRemark: 'Tu solicitud: {{remark}}',
      rejectReason: 'Motivo: {{reason}}',
    },
    activities: {
      firstDeposit: {
        title: 'Bono de primer depósito',
        description: 'Haz un primer depósito de al menos {{min}} y recibe {{amount}}.',
      },
      dailyCheckIn: {
        title: 'Registro diario',
        description:
          'Haz al menos una apuesta hoy y regístrate para recibir {{amount}}. Todos los días.',
      },
      weeklyRebate: {
        title: 'Reembolso semanal',
        description: 'Recupera el {{rate}} de todo lo que apostaste la semana pasada.',
      },
      weeklyRaffle: {
        title: 'Sorteo semanal',
        description: 'Apuesta {{min}} en total esta semana y sortea un premio en efectivo.',
      },
      shareAndWin: {
        title: 'Comparte y gana',
        description:
          'Comparte nuestro sitio en redes sociales y solicita con una nota y una captura de pantalla. Cuando el equipo lo revise, recibes {{amount}}.',
      },
      christmasCup: {
        title: 'Copa de depósitos de Navidad',
        description: 'Deposita al menos {{min}} durante el evento y recibe {{amount}}.',
      },
      carnival: {
        title: 'Bono de depósito de Carnaval',
        description: 'Deposita al menos {{min}} durante el evento y recibe {{amount}}.',
      },
      vipBronze: {
        title: 'Bono de nivel VIP Bronce',
        description:
          'Alcanza este nivel VIP con tus depósitos y apuestas válidas y reclama {{amount}} una vez.',
      },
      vipSilver: {
        title: 'Bono de nivel VIP Plata',
        description:
          'Alcanza este nivel VIP con tus depósitos y apuestas válidas y reclama {{amount}} una vez.',
      },
      vipGold: {
        title: 'Bono de nivel VIP Oro',
        description:
          'Alcanza este nivel VIP con tus depósitos y apuestas válidas y reclama {{amount}} una vez.',
      },
      vipPlatinum: {
        title: 'Bono de nivel VIP Platino',
        description:
          'Alcanza este nivel VIP con tus depósitos y apuestas válidas y reclama {{amount}} una vez.',
      },
      vipDiamond: {
        title: 'Bono de nivel VIP Diamante',
        description:
          'Alcanza este nivel VIP con tus depósitos y apuestas válidas y reclama {{amount}} una vez.',
      },
    },
    apply: {
      title: 'Solicitud: {{activity}}',
      description:
        'Cuéntanos qué hiciste. Puedes añadir hasta 3 capturas de pantalla (png o jpg, de 5 MB como máximo cada una).',
      remark: 'Comentario',
      remarkHint: 'Como máximo {{max}} caracteres',
      remarkRequired: 'Escribe un comentario',
      remarkTooLong: 'El comentario puede tener como máximo {{max}} caracteres',
      images: 'Capturas de pantalla',
      submit: 'Enviar solicitud',
      sent: 'Solicitud enviada. El equipo la revisará pronto.',
    },
    missions: {
      lead: 'Completa las misiones de esta semana para ganar recompensas y puntos. La clasificación ordena a los jugadores por puntos y luego por monto apostado.',
      title: 'Misiones de esta semana',
      period: 'Del {{from}} al {{to}}',
      points: 'Tus puntos esta semana: {{points}}',
      reward: 'Recompensa: {{amount}} y {{points}} puntos',
      progress: 'Progreso: {{current}} de {{target}}',
      claim: 'Reclamar recompensa',
      inProcess: 'En curso',
      completed: 'Completada',
      claimed: 'Reclamada',
      kinds: {
        betCount: 'Número de apuestas: {{target}}',
        wager: 'Total apostado: {{target}}',
        depositCount: 'Número de depósitos: {{target}}',
      },
    },
    leaderboard: {
      title: 'Clasificación',
      rank: 'Puesto',
      player: 'Jugador',
      points: 'Puntos',
      wager: 'Total apostado',
      you: '{{name}} (tú)',
      yourRank: 'Tu puesto: {{rank}}',
      unranked: 'Haz una apuesta esta semana para entrar en la clasificación.',
      empty: 'Todavía no hay nadie en la clasificación',
      emptyText: 'Las primeras apuestas de la semana aparecerán aquí.',
    },
    referral: {
      lead: 'Invita a tus amigos con tu código. Cuando un amigo se registre con él y haga su primer depósito, ganas {{amount}}.',
      code: 'Tu código de referido',
      link: 'Tu enlace de invitación',
      copyCode: 'Copiar código de referido',
      copyLink: 'Copiar enlace de invitación',
      copied: 'Copiado',
      copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo a mano.',
      copySuccess: 'Copiado con éxito',
      copySuccessText: 'Envíalo a tus amigos para que se registren con tu código.',
      ok: 'Aceptar',
      friends: 'Amigos registrados',
      friendsEmpty: 'Todavía no hay amigos',
      friendsEmptyText: 'Los amigos que se registren con tu código o enlace aparecen aquí.',
      name: 'Amigo',
      registeredAt: 'Registro',
      firstDeposit: 'Primer depósito',
      reward: 'Recompensa',
      yes: 'Sí',
      no: 'No',
      rewardNone: 'Esperando un depósito',
      rewardClaimable: 'Lista para reclamar',
      rewardClaimed: 'Pagada',
      earned: 'Recompensas ganadas',
      claimable: 'Listo para reclamar',
      claim: 'Reclamar recompensas',
    },
  },
};

export const rewardErrorsEs: typeof rewardErrorsEn = {
  reward_not_eligible: 'Todavía no cumples los requisitos de esta actividad',
  reward_unavailable: 'Esta actividad está cerrada o todavía no ha empezado',
  reward_state_conflict: 'Este paso no está disponible en el estado actual de la actividad',
  players_only: 'Solo las cuentas de jugador pueden invitar amigos',
  feature_disabled: 'Esta función no está disponible en este sitio',
};
