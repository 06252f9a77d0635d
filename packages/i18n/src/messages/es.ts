import { shellEs } from './shell/es';
import { promotionsEs } from './promotions/es';
import { agentEs } from './agent/es';
import type { Messages } from './en';
import { lobbyEs } from './lobby/es';
import { session } from './session/es';
import { account } from './account/es';
import { system } from './system/es';
import { walletErrorsEs } from './walletErrors/es';
import { kitUiEs } from './kitUi/es';
import { memberCenterEs } from './memberCenter/es';
import { recordsEs } from './records/es';
import { rewardErrorsEs, rewardsEs } from './rewards/es';
import { vipEs } from './vip/es';
import { pointErrorsEs, pointsEs } from './points/es';
import { lotteryBetsEs, lotteryErrorsEs } from './lottery/es';
import { rgErrorsEs, rgEs } from './responsibleGaming/es';
import { crashErrorsEs, crashEs } from './crash/es';
import { memberCallErrorsEs, memberCallsEs } from './memberCalls/es';
import { slotErrorsEs, slotEs } from './slot/es';
import { contractErrorsEs, contractsEs } from './contracts/es';
import { supportEs } from './support/es';
import { walletEs } from './wallet/es';

export const es: Messages = {
  common: {
    loading: 'Cargando…',
    cancel: 'Cancelar',
  },
  nav: {
    home: 'Inicio',
    member: 'Mi cuenta',
    pointMall: 'Tienda de puntos',
    deposit: 'Depositar',
  },
  header: {
    login: 'Iniciar sesión',
  },
  region: {
    open: 'Región e idioma',
    title: 'Región e idioma',
    description: 'Elige el idioma del sitio. Se recordará en este dispositivo.',
    language: 'Idioma',
  },
  home: {
    title: 'Tu mesa está lista',
    lead: 'Casino en vivo, tragamonedas, deportes y lotería en un solo lugar. Crea una cuenta en un minuto y juega con responsabilidad.',
    join: 'Crear cuenta',
    welcomeBack: 'Bienvenido de nuevo, {{name}}',
    memberLead: 'Tu saldo está en la parte superior. Continúa donde lo dejaste.',
  },
  login: {
    title: 'Iniciar sesión',
    description: 'Bienvenido de nuevo. Inicia sesión para jugar, depositar y ver tus registros.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    noAccount: '¿Aún no tienes cuenta?',
    registerLink: 'Regístrate',
    usernameRequired: 'Introduce tu nombre de usuario',
    passwordRequired: 'Introduce tu contraseña',
  },
  register: {
    title: 'Crea tu cuenta',
    description: 'Solo toma un minuto. Iniciarás sesión de inmediato.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    confirmPassword: 'Confirma la contraseña',
    terms: 'Tengo 18 años o más y acepto los términos y la política de privacidad',
    /** The terms checkbox's label with its two links (<terms>, <privacy>). */
    termsLinked: 'Tengo 18 años o más y acepto los <terms>términos</terms> y la <privacy>política de privacidad</privacy>',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    loginLink: 'Iniciar sesión',
    rules: {
      username: 'Empieza con una letra y usa letras o dígitos: de (min) a (max) caracteres',
      password:
        'Escribe una contraseña de (min) a (max) caracteres, con al menos una letra y un dígito, sin espacios',
      required: 'Este campo no puede estar vacío',
      terms: 'Acepta los términos para continuar',
      mismatch: 'Confirmación incorrecta: las dos contraseñas no coinciden',
    },
  },
  logout: {
    action: 'Cerrar sesión',
    title: '¿Cerrar sesión?',
    description: 'Tendrás que volver a iniciar sesión para jugar o ver tu saldo.',
    confirm: 'Cerrar sesión',
  },
  member: {
    menu: 'Menú de la cuenta',
    securityCenter: 'Mi cuenta',
    account: 'Cuenta',
    nickname: 'Apodo',
    accountType: 'Tipo de cuenta',
    currency: 'Moneda',
    typeMember: 'Miembro',
    typeAgent: 'Agente',
    typeTrial: 'Prueba',
  },
  ...memberCenterEs,
  ...walletEs,
  ...recordsEs,
  ...agentEs,
  ...rewardsEs,
  ...vipEs,
  ...pointsEs,
  ...lotteryBetsEs,
  ...rgEs,
  ...crashEs,
  ...memberCallsEs,
  ...slotEs,
  ...promotionsEs,
  ...shellEs,
  ...contractsEs,
  ...supportEs,
  footer: {
    license:
      'Croupier opera con una licencia de demostración (sandbox). Los juegos son de entretenimiento; no se mueve dinero real.',
    legal:
      'Solo pueden jugar mayores de 18 años. El juego puede crear adicción: juega con responsabilidad.',
  },
  system,
  account,
  session,
  errors: {
    ...walletErrorsEs,
    ...rewardErrorsEs,
    ...pointErrorsEs,
    ...lotteryErrorsEs,
    ...rgErrorsEs,
    ...crashErrorsEs,
    ...memberCallErrorsEs,
    ...slotErrorsEs,
    ...contractErrorsEs,
    unknown_user: 'El usuario o el correo no existe',
    captcha_invalid: 'Escribe los caracteres que muestra la imagen',
    verification_code_invalid: 'Código de verificación no válido',
    verification_code_expired: 'El código de verificación ha caducado, envíalo de nuevo',
    sms_too_many_requests: 'Demasiadas solicitudes, inténtalo de nuevo en 5 minutos',
    verification_required: 'Completa primero la verificación',
    account_exists: 'Este nombre de usuario ya está en uso',
    validation_failed: 'Corrige los campos señalados',
    bad_request: 'Revisa los datos introducidos e inténtalo de nuevo',
    invalid_credentials: 'Nombre de usuario o contraseña incorrectos',
    not_logged_in: 'No has iniciado sesión, inicia sesión',
    member_no_enter: 'Una cuenta que no es de miembro no puede iniciar sesión',
    error_not_agent: 'Solo los agentes pueden iniciar sesión aquí',
    too_many_requests: 'Demasiados intentos, espera un momento y vuelve a intentarlo',
    not_found: 'No encontrado',
    network_error: 'La conexión de red es inestable, inténtalo de nuevo',
    pageFailed: 'Algo salió mal al mostrar esta página. Vuelve a la página de inicio.',
    pageNotFound: 'Esta página no existe.',
    unknown_error: 'Error desconocido',
    game_maintenance: 'Juego en mantenimiento',
    real_account_required: 'Primero registra una cuenta',
    maintenance: 'El sitio está en mantenimiento, vuelve pronto',
    region_blocked: 'Nuestro servicio no está disponible en tu región',
    origin_not_allowed:
      'Esta solicitud no vino de este sitio. Recarga la página e inténtalo de nuevo',
  },
  ui: {
    ...kitUiEs,
    button: { loading: 'Cargando' },
    spinner: { label: 'Cargando' },
    passwordField: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
    dialog: { close: 'Cerrar' },
    alertDialog: { confirm: 'Confirmar', cancel: 'Cancelar' },
    themeToggle: { toLight: 'Cambiar al tema claro', toDark: 'Cambiar al tema oscuro' },
    balance: {
      label: 'Saldo',
      hide: 'Ocultar saldo',
      show: 'Mostrar saldo',
      refresh: 'Actualizar saldo',
      loading: 'Cargando saldo',
      hiddenValue: 'Saldo oculto',
    },
    appShell: { skipToContent: 'Ir al contenido', scrollToTop: 'Volver arriba', menu: 'Menú' },
    bottomTabBar: { label: 'Accesos rápidos' },
    header: { login: 'Iniciar sesión', register: 'Registrarse', navigation: 'Principal', more: 'Más' },
    sideMenu: { label: 'Menú lateral', collapse: 'Contraer menú', expand: 'Expandir menú' },
    footer: {
      label: 'Pie de página',
      products: 'Productos',
      helpCentre: 'Centro de ayuda',
      contactUs: 'Contáctanos',
      social: 'Síguenos',
      vendors: 'Proveedores de juegos',
    },
  },
  lobby: lobbyEs,
};
