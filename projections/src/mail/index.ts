import type { ProjectionArea } from '../area.ts';
import { mailOutboxView } from './mail-outbox-view.ts';

export { mailOutboxView, type MailOutboxDoc } from './mail-outbox-view.ts';

export const mailArea: ProjectionArea = { name: 'mail', views: [mailOutboxView] };
