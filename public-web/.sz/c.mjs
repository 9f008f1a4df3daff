import { useTranslation, initReactI18next } from 'react-i18next';
console.log(useTranslation, initReactI18next);
