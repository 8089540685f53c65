import './locales.ts';

export { Wizard, type WizardProps, type WizardStep } from './wizard.tsx';
export { WizardModal, type WizardModalProps } from './wizard-modal.tsx';
export { canSelectStep, errorsOfStep, firstStepWithErrors, stepHasErrors, type StepNavigation } from './wizard-steps.ts';
export { WIZARD_NS } from './locales.ts';
