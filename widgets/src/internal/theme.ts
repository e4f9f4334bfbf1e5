import type { ElementMeta } from './element-meta';

/**
 * The theme every widget reads (base.css and each styles.css); a widget may add its own. A module
 * of its own, outside the runtime chunk: the metas list it as documentation, which the CDN build
 * strips, so only the room view in a host's gallery (visualiser/gallery.tsx) ships the names.
 */
export const THEME_CSS_PROPERTIES: ElementMeta['cssProperties'] = [
  { name: '--gh-font-family', description: 'Typeface.', default: 'system-ui, sans-serif' },
  { name: '--gh-font-size', description: 'Base text size.', default: '16px' },
  { name: '--gh-color-text', description: 'Text colour.', default: '#1f1f1f' },
  { name: '--gh-color-muted', description: 'Secondary text colour.', default: '#5c5c5c' },
  { name: '--gh-color-accent', description: 'Buttons, links and focus.', default: '#00573f' },
  { name: '--gh-color-on-accent', description: 'Text on the accent colour.', default: '#ffffff' },
  { name: '--gh-color-border', description: 'Borders of inputs and panels.', default: '#8a8a8a' },
  { name: '--gh-color-surface', description: 'Background.', default: '#ffffff' },
  { name: '--gh-radius', description: 'Corner radius.', default: '4px' },
];
