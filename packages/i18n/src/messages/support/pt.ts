import type { supportEn } from './en';

export const supportPt: typeof supportEn = {
  help: {
    title: 'Central de ajuda',
    lead: 'Respostas para as dúvidas mais comuns. Não encontrou a sua? Fale conosco no chat ou envie sua opinião.',
    terms: 'Termos e condições',
    privacy: 'Política de privacidade',
  },
  feedback: {
    title: 'Sugestões e reclamações',
    lead: 'Conte o que deu errado ou o que podemos melhorar. Lemos todas as mensagens.',
    questionType: 'Tipo de questão',
    types: {
      deposit: 'Depósito',
      withdraw: 'Saque',
      game: 'Jogo',
      customer_service: 'Atendimento',
      application: 'Aplicativo',
      other: 'Outro',
    },
    content: 'Descrição',
    contentHint: 'No máximo {{max}} caracteres',
    required: 'O campo não pode ficar vazio',
    tooLong: 'A descrição pode ter no máximo 140 caracteres',
    contact: 'Contato (opcional)',
    contactHint: 'Um telefone, e-mail ou usuário para respondermos a você',
    submit: 'Enviar',
    sent: 'Obrigado! Sua mensagem foi enviada.',
    close: 'Fechar',
  },
  livechat: {
    open: 'Chat ao vivo',
    title: 'Chat ao vivo',
    loginFirst: 'Entre na sua conta para conversar com o atendimento.',
    chooseQueue: 'Com o que você precisa de ajuda?',
    offline: '{{name}} (offline)',
    with: 'Você está conversando com {{name}}.',
    connecting: 'Conectando…',
    tooFast:
      'Você está enviando mensagens rápido demais. Aguarde alguns segundos e tente novamente.',
    notSent: 'Não foi possível enviar sua mensagem. Tente novamente.',
  },
  download: {
    title: 'Baixar o app',
    lead: 'Jogue no celular. Escaneie um código com a câmera do celular e siga os passos.',
    ios: {
      title: 'iOS',
      scan: 'Escaneie para abrir o guia de instalação para iOS no seu iPhone',
      stepOne: 'Abra este site no Safari do seu iPhone ou iPad.',
      stepTwo: 'Toque no botão Compartilhar e depois em “Adicionar à Tela de Início”.',
      stepThree: 'Abra o app na tela de início e entre na sua conta.',
    },
    android: {
      title: 'Android',
      scan: 'Escaneie para baixar o app Android (APK) no seu celular',
      stepOne: 'Escaneie o código ou toque no botão de download no seu celular Android.',
      stepTwo: 'Abra o arquivo baixado e, se for pedido, permita instalar apps desta fonte.',
      stepThree: 'Abra o app na tela inicial e entre na sua conta.',
      download: 'Baixar o app Android (APK)',
    },
    lite: {
      title: 'Lite',
      scan: 'Escaneie para abrir a versão lite no seu celular',
      stepOne: 'Escaneie o código para abrir a versão lite no navegador do celular.',
      stepTwo: 'Entre e jogue: nada para instalar, e usa poucos dados.',
    },
  },
};
