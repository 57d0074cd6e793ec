export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert';
export { DismissibleAlert, type DismissibleAlertProps } from './DismissibleAlert';
