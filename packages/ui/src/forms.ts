// Forms group: choice controls, the §5 validation engine, and the registration form pieces.

export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps, CheckboxChecked } from './components/Checkbox/Checkbox';
export { RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { FieldError } from './components/FieldError/FieldError';
export type { FieldErrorProps } from './components/FieldError/FieldError';

export { FieldRulesForm } from './components/FieldRulesForm/FieldRulesForm';
export type {
  FieldRulesFormProps,
  FieldRulesFormMessagesInput,
  RuleField,
  RuleFieldType,
  FieldValue,
  FieldValues,
} from './components/FieldRulesForm/FieldRulesForm';
export { fieldRulesFormMessages, mergeFieldRulesFormMessages } from './components/FieldRulesForm/FieldRulesForm.messages';
export type { FieldRulesFormMessages } from './components/FieldRulesForm/FieldRulesForm.messages';
export { validateField, validateFields } from './components/FieldRulesForm/validateFields';

export { SmsCodeButton } from './components/SmsCodeButton/SmsCodeButton';
export type { SmsCodeButtonProps, SmsCodeSendResult } from './components/SmsCodeButton/SmsCodeButton';
export type { SmsCodeButtonMessages } from './components/SmsCodeButton/SmsCodeButton.messages';
export { countdownSeconds, SEND_THROTTLE_MS } from './components/SmsCodeButton/smsCountdown';

export { CaptchaField, CAPTCHA_REFRESH_MS } from './components/CaptchaField/CaptchaField';
export type { CaptchaFieldProps } from './components/CaptchaField/CaptchaField';
export type { CaptchaFieldMessages } from './components/CaptchaField/CaptchaField.messages';

export { BirthdayField } from './components/BirthdayField/BirthdayField';
export type { BirthdayFieldProps } from './components/BirthdayField/BirthdayField';
export type { BirthdayFieldMessages } from './components/BirthdayField/BirthdayField.messages';

export { ImageUpload } from './components/ImageUpload/ImageUpload';
export type { ImageUploadProps } from './components/ImageUpload/ImageUpload';
export type { ImageUploadMessages } from './components/ImageUpload/ImageUpload.messages';
export { admitImages, isAcceptedImage, MAX_IMAGES, MAX_IMAGE_BYTES } from './components/ImageUpload/imageRules';
export type { ImageIssue, ImageLimits } from './components/ImageUpload/imageRules';

// The validation engine (plain TypeScript, usable without React).
export * from './validation';

export { TextArea, characterCount } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export type { TextAreaMessages } from './components/TextArea/TextArea.messages';
export { AvatarPicker } from './components/AvatarPicker/AvatarPicker';
export type { AvatarPickerProps, AvatarPickerChoice, AvatarPickerMessages } from './components/AvatarPicker/AvatarPicker';
