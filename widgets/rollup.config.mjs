// `npm run build -w widgets` (and `rollup -c -w` for `npm run dev`): the CDN bundle in dist/widgets/.
import { widgetsBuild } from './tools/rollup-options.mjs';

export default widgetsBuild();
