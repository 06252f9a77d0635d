import type { slotEn, slotErrorsEn } from './en';

export const slotEs: typeof slotEn = {
  slot: {
    fair: {
      title: 'Equidad de la tragamonedas',
      lead: 'Los rodillos de cada giro salen de un HMAC-SHA256 con la semilla del servidor como clave, sobre tu semilla de cliente y el nonce del giro. Antes de girar solo se muestra el hash de la semilla del servidor; rota el par para revelar la semilla y verificar cada giro hecho con ella.',
      formula:
        'Los bytes del HMAC se leen en orden, los bytes desde 252 se descartan, y cada byte conservado mod 6 da el siguiente rodillo: 7, BAR, BELL, STAR, CHERRY, LEMON.',
      rtp: 'Retorno al jugador {{rtp}} %',
      active: 'Par de semillas activo',
      serverSeedHash: 'Hash de la semilla del servidor (SHA-256)',
      clientSeed: 'Semilla del cliente',
      clientSeedHint:
        'De 1 a 64 caracteres imprimibles. Cambiarla después de girar revela la semilla del servidor actual.',
      saveClientSeed: 'Guardar semilla del cliente',
      clientSeedSaved: 'Semilla del cliente guardada',
      nonce: 'Próximo nonce',
      rotate: 'Rotar par de semillas',
      rotated: 'Semilla del servidor revelada; un nuevo par está activo',
      revealed: 'Semillas reveladas',
      revealedEmpty: 'Aún no hay semillas reveladas',
      serverSeed: 'Semilla del servidor',
      spinCount: 'Giros',
      spins: 'Giros recientes',
      spinsEmpty: 'Aún no hay giros',
      game: 'Juego',
      reels: 'Rodillos',
      bet: 'Apuesta',
      win: 'Ganancia',
      verifySpin: 'Verificar giro {{nonce}}',
      awaitingReveal: 'Rota el par de semillas para verificar',
      verifier: 'Abrir el verificador de giros',
    },
    verify: {
      title: 'Verificar un giro de la tragamonedas',
      lead: 'Los rodillos se recalculan en tu navegador a partir de la semilla del servidor, la semilla del cliente y el nonce: no se envía nada al servidor.',
      serverSeed: 'Semilla del servidor (revelada)',
      serverSeedHash: 'Hash de la semilla del servidor mostrado antes del giro',
      serverSeedHashHint: 'Opcional: comprueba con él la semilla revelada',
      clientSeed: 'Semilla del cliente',
      nonce: 'Nonce',
      submit: 'Verificar',
      seedFormat: 'Una semilla o hash tiene 64 caracteres hexadecimales (0-9, a-f)',
      clientSeedFormat: 'Una semilla del cliente tiene de 1 a 64 caracteres imprimibles',
      nonceFormat: 'Un nonce es un número entero desde 0',
      result: 'Resultado',
      reels: 'Rodillos: {{reels}}',
      hashOk:
        'Confirmado: el SHA-256 de la semilla del servidor es el hash mostrado antes del giro.',
      hashBad: 'No confirmado: el SHA-256 de la semilla del servidor no es el hash indicado.',
      computedHash: 'SHA-256 de la semilla del servidor: {{hash}}',
    },
  },
};

export const slotErrorsEs: typeof slotErrorsEn = {
  invalid_client_seed:
    'Una semilla del cliente tiene de 1 a 64 caracteres imprimibles (letras, dígitos, espacios, símbolos)',
};
