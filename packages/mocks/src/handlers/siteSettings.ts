import { getSiteSettings } from '@coop-portal/api-client';
import { http, HttpResponse } from 'msw';
import { demoSiteSettings } from '../data/coop';
import { anyBase } from './path';

export const siteSettingsHandlers = [
  http.get(anyBase(getSiteSettings.path), () => HttpResponse.json(demoSiteSettings)),
];
