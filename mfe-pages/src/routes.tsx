import type { RemoteRoutesModule } from '@storefront/shared';
import { DynamicPage } from './page/DynamicPage';

export const screens: RemoteRoutesModule<'pages'>['screens'] = { DynamicPage };

export const build = STOREFRONT_BUILD;
