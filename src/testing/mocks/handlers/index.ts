// Every resource's default handlers; helpers add theirs here (one file per resource in this folder).
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { callsHandlers } from './calls';
import { capabilitiesHandlers } from './capabilities';
import { certificateHandlers } from './certificates';
import { directoryHandlers } from './directory';
import { eventHandlers } from './events';
import { fundingHandlers } from './funding';
import { insightsHandlers } from './insights';
import { manageHandlers } from './manage';
import { notificationHandlers } from './notifications';
import { opportunityHandlers } from './opportunities';
import { pagesHandlers } from './pages';
import { portalIdentityHandlers } from './portal-identity';
import { phoneHandlers } from './phone';
import { postsHandlers } from './posts';
import { productsHandlers } from './products';
import { profileHandlers } from './profiles';
import { registrationHandlers } from './registrations';
import { reportHandlers } from './reports';
import { searchHandlers } from './search';
import { skillHandlers } from './skills';
import { statsHandlers } from './stats';
import { toolHandlers } from './tools';
import { uploadHandlers } from './upload';

export const handlers = [
  ...capabilitiesHandlers,
  ...authHandlers,
  ...postsHandlers,
  ...productsHandlers,
  ...uploadHandlers,
  ...toolHandlers,
  ...opportunityHandlers,
  ...eventHandlers,
  ...registrationHandlers,
  ...profileHandlers,
  ...skillHandlers,
  ...directoryHandlers,
  ...adminHandlers,
  ...pagesHandlers,
  ...portalIdentityHandlers,
  ...fundingHandlers,
  ...statsHandlers,
  ...reportHandlers,
  ...insightsHandlers,
  ...certificateHandlers,
  ...callsHandlers,
  ...notificationHandlers,
  ...phoneHandlers,
  ...searchHandlers,
  // After the resources' own handlers: its /prop/:type/:id patterns let other PUTs and DELETEs fall through.
  ...manageHandlers,
];
