import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
hydrateRoot(document.body, createElement('div'));
