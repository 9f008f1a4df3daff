import i18next from 'i18next';
i18next.init({});
console.log(i18next.t('x'));
