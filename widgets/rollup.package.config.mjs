// `npm run build:package -w widgets` (and prepack): the npm package's compiled files in widgets/dist/.
import { packageBuilds } from './tools/package-build.mjs';

export default packageBuilds();
