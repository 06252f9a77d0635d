import type { slotEn, slotErrorsEn } from './en';

export const slotPt: typeof slotEn = {
  slot: {
    fair: {
      title: 'Justiça do caça-níquel',
      lead: 'Os rolos de cada giro vêm de um HMAC-SHA256 com a semente do servidor como chave, sobre a sua semente de cliente e o nonce do giro. Antes de girar, só o hash da semente do servidor é mostrado; troque o par para revelar a semente e verificar cada giro feito com ela.',
      formula:
        'Os bytes do HMAC são lidos em ordem, bytes a partir de 252 são ignorados, e cada byte mantido mod 6 dá o próximo rolo: 7, BAR, BELL, STAR, CHERRY, LEMON.',
      rtp: 'Retorno ao jogador {{rtp}} %',
      active: 'Par de sementes ativo',
      serverSeedHash: 'Hash da semente do servidor (SHA-256)',
      clientSeed: 'Semente do cliente',
      clientSeedHint:
        'De 1 a 64 caracteres imprimíveis. Alterá-la depois de girar revela a semente do servidor atual.',
      saveClientSeed: 'Salvar semente do cliente',
      clientSeedSaved: 'Semente do cliente salva',
      nonce: 'Próximo nonce',
      rotate: 'Trocar par de sementes',
      rotated: 'Semente do servidor revelada; um novo par está ativo',
      revealed: 'Sementes reveladas',
      revealedEmpty: 'Nenhuma semente revelada ainda',
      serverSeed: 'Semente do servidor',
      spinCount: 'Giros',
      spins: 'Giros recentes',
      spinsEmpty: 'Nenhum giro ainda',
      game: 'Jogo',
      reels: 'Rolos',
      bet: 'Aposta',
      win: 'Ganho',
      verifySpin: 'Verificar giro {{nonce}}',
      awaitingReveal: 'Troque o par de sementes para verificar',
      verifier: 'Abrir o verificador de giros',
    },
    verify: {
      title: 'Verificar um giro do caça-níquel',
      lead: 'Os rolos são recalculados no seu navegador a partir da semente do servidor, da semente do cliente e do nonce: nada é enviado ao servidor.',
      serverSeed: 'Semente do servidor (revelada)',
      serverSeedHash: 'Hash da semente do servidor mostrado antes do giro',
      serverSeedHashHint: 'Opcional: confere a semente revelada com ele',
      clientSeed: 'Semente do cliente',
      nonce: 'Nonce',
      submit: 'Verificar',
      seedFormat: 'Uma semente ou hash tem 64 caracteres hexadecimais (0-9, a-f)',
      clientSeedFormat: 'Uma semente do cliente tem de 1 a 64 caracteres imprimíveis',
      nonceFormat: 'Um nonce é um número inteiro a partir de 0',
      result: 'Resultado',
      reels: 'Rolos: {{reels}}',
      hashOk: 'Confirmado: o SHA-256 da semente do servidor é o hash mostrado antes do giro.',
      hashBad: 'Não confirmado: o SHA-256 da semente do servidor não é o hash informado.',
      computedHash: 'SHA-256 da semente do servidor: {{hash}}',
    },
  },
};

export const slotErrorsPt: typeof slotErrorsEn = {
  invalid_client_seed:
    'Uma semente do cliente tem de 1 a 64 caracteres imprimíveis (letras, dígitos, espaços, símbolos)',
};
