import type { ProfileLabel } from '@croupier/sdk';

/** The spec §3 profile labels, by their literal message keys. */
export const profileLabels: Record<ProfileLabel, string> = {
  nickname: 'security.labels.nickname',
  payeeName: 'security.labels.payeeName',
  fullName: 'security.labels.fullName',
  birthday: 'security.labels.birthday',
  qq: 'security.labels.qq',
  whatsapp: 'security.labels.whatsapp',
  facebook: 'security.labels.facebook',
  telegram: 'security.labels.telegram',
  line: 'security.labels.line',
  zalo: 'security.labels.zalo',
  wechat: 'security.labels.wechat',
  idNumber: 'security.labels.idNumber',
  referrer: 'security.labels.referrer',
  address: 'security.labels.address',
  nationality: 'security.labels.nationality',
  occupation: 'security.labels.occupation',
  sourceOfIncome: 'security.labels.sourceOfIncome',
};
