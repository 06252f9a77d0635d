import type { supportEn } from './en';

export const supportEs: typeof supportEn = {
  help: {
    title: 'Centro de ayuda',
    lead: 'Respuestas a las preguntas más comunes. ¿No encuentras la tuya? Escríbenos por chat o envía tus comentarios.',
    terms: 'Términos y condiciones',
  },
  feedback: {
    title: 'Comentarios y quejas',
    lead: 'Cuéntanos qué salió mal o qué podemos mejorar. Leemos todos los mensajes.',
    questionType: 'Tipo de pregunta',
    types: {
      deposit: 'Depósito',
      withdraw: 'Retiro',
      game: 'Juego',
      customer_service: 'Atención al cliente',
      application: 'Aplicación',
      other: 'Otro',
    },
    content: 'Descripción',
    contentHint: 'Máximo {{max}} caracteres',
    required: 'El campo no puede estar vacío',
    tooLong: 'La descripción puede tener como máximo 140 caracteres',
    contact: 'Contacto (opcional)',
    contactHint: 'Un teléfono, correo o usuario donde podamos responderte',
    submit: 'Enviar comentarios',
    sent: '¡Gracias! Tus comentarios se enviaron.',
    close: 'Cerrar',
  },
  livechat: {
    open: 'Chat en vivo',
    title: 'Chat en vivo',
    loginFirst: 'Inicia sesión para chatear con atención al cliente.',
    chooseQueue: '¿Con qué necesitas ayuda?',
    offline: '{{name}} (sin conexión)',
    with: 'Estás chateando con {{name}}.',
    connecting: 'Conectando…',
  },
  download: {
    title: 'Descargar la app',
    lead: 'Juega en tu celular. Escanea un código con la cámara del celular y sigue los pasos.',
    ios: {
      title: 'iOS',
      scan: 'Escanea para abrir la guía de instalación para iOS en tu iPhone',
      stepOne: 'Abre este sitio en Safari en tu iPhone o iPad.',
      stepTwo: 'Toca el botón Compartir y luego “Agregar a inicio”.',
      stepThree: 'Abre la app desde tu pantalla de inicio e inicia sesión.',
    },
    android: {
      title: 'Android',
      scan: 'Escanea para abrir la guía de instalación para Android en tu celular',
      stepOne: 'Abre este sitio en Chrome en tu celular Android.',
      stepTwo: 'Abre el menú y toca “Instalar app” o “Agregar a la pantalla principal”.',
      stepThree: 'Abre la app desde tu pantalla principal e inicia sesión.',
    },
    lite: {
      title: 'Lite',
      scan: 'Escanea para abrir la versión lite en tu celular',
      stepOne: 'Escanea el código para abrir la versión lite en el navegador del celular.',
      stepTwo: 'Inicia sesión y juega: no hay nada que instalar y usa pocos datos.',
    },
  },
};
