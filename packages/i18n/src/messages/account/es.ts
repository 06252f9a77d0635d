import type { Messages } from '../en';

export const account: Messages['account'] = {
  register: {
    types: 'Registrarse con',
    byUsername: 'Nombre de usuario',
    byMobile: 'Número de celular',
    loadFailed: 'No se pudo cargar el formulario de registro',
    closed: 'El registro está cerrado aquí por ahora. Comunícate con atención al cliente.',
  },
  fields: {
    payeeName: 'Nombre completo (como en tu cuenta bancaria)',
    email: 'Correo electrónico',
    birthday: 'Fecha de nacimiento',
    qqNum: 'Número de QQ',
    line: 'ID de Line',
    whatsapp: 'Número de WhatsApp',
    facebook: 'Facebook',
    wechat: 'ID de WeChat',
    idNumber: 'Número de identificación',
    paymentPassword: 'Contraseña de pago',
    affiliateCode: 'Código de afiliado',
    referralCode: 'Código de referido',
  },
  /** The letters of a date format hint (dd/mm/yyyy), in the order the browser's date input shows them. */
  dateLetters: { day: 'dd', month: 'mm', year: 'aaaa' },
  patterns: {
    any: 'Escribe de (min) a (max) caracteres',
    digits: 'Escribe de (min) a (max) dígitos',
    fullName:
      'El formato del nombre real es incorrecto: escribe nombre y apellido, de (min) a (max) caracteres',
    email: 'El formato del correo es incorrecto: escribe una dirección como nombre@ejemplo.com',
    dateYearFirst: 'Escribe la fecha como {{format}}',
    noSpaces: 'Usa de (min) a (max) caracteres, sin espacios',
    alphanumeric: 'Usa solo letras o dígitos: de (min) a (max) caracteres',
    smsCode: 'Escribe el código de (min) dígitos del SMS',
  },
  rules: {
    tooYoung: 'Debes tener al menos (age) años para registrarte',
    invalidDate: 'Escribe una fecha válida',
  },
  errors: {
    invitationTitle: 'Código de invitación',
    invitationCode: 'Código de invitación no válido',
    codeInvalid: 'El código es incorrecto o ha caducado; solicita uno nuevo',
    oldPasswordWrong: 'La contraseña actual no es correcta',
    mobileTaken: 'Este número de celular ya está registrado',
    emailTaken: 'Este correo electrónico ya está registrado',
  },
  change: {
    title: 'Cambiar contraseña',
    description:
      'Escribe tu contraseña actual y elige una nueva. Se cerrará la sesión en los demás dispositivos.',
    forcedDescription: 'Elige una nueva contraseña antes de continuar.',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirma la nueva contraseña',
    submit: 'Cambiar contraseña',
  },
  forgot: {
    link: '¿Olvidaste tu contraseña?',
    title: 'Olvidé mi contraseña',
    description: 'Restablece tu contraseña con un código enviado a tu correo o a tu celular.',
    method: 'Restablecer por',
    byEmail: 'Correo',
    byMobile: 'Número de celular',
    sendEmail: 'Enviar',
    emailSent:
      'Enviamos un código a {{email}}. Escríbelo con tu nueva contraseña; tu contraseña actual sigue funcionando hasta entonces.',
    resendEmail: 'Enviar un código nuevo',
    setPassword: 'Definir nueva contraseña',
    backToLogin: 'Volver a iniciar sesión',
  },
};
