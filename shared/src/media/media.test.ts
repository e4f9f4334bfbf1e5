import {
  createMediaUrls,
  imageUrl,
  MEDIA_CDN_BASE,
  MediaUrlError,
  mediaUrl,
  squareImageUrl,
  videoSources,
} from '.';

const swatch150 = { crop: 'fill', width: 150, height: 150 } as const;

describe('media URL defaults', () => {
  it('delivers from the media CDN, cloud gh, image/upload, version 1', () => {
    expect(mediaUrl('patterns/GHRES-1001-03')).toBe(
      'https://res.cloudinary.com/gh/image/upload/v1/patterns/GHRES-1001-03',
    );
  });

  it('builds a 150 px fill crop of a swatch', () => {
    expect(imageUrl('swatches/GHRES-1001-03', { ext: 'jpg', transformations: swatch150 })).toBe(
      'https://res.cloudinary.com/gh/image/upload/c_fill,h_150,w_150/v1/swatches/GHRES-1001-03.jpg',
    );
  });

  it('adds no analytics parameter', () => {
    expect(imageUrl('swatches/GHRES-1001-03')).not.toContain('?');
  });

  it('takes another delivery type, version and cloud', () => {
    expect(
      mediaUrl('cameos/GHRES-1001-03', {
        deliveryType: 'private',
        version: 1712,
        cloudName: 'ftx',
      }),
    ).toBe('https://res.cloudinary.com/ftx/image/private/v1712/cameos/GHRES-1001-03');
  });
});

describe('configurable media base', () => {
  it('serves from the embedded media server at {origin}/media', () => {
    expect(
      imageUrl('swatches/GHRES-1001-03', {
        base: 'http://localhost:8000/media/',
        ext: 'jpg',
        transformations: [swatch150, { quality: 'auto' }, { format: 'webp' }],
      }),
    ).toBe(
      'http://localhost:8000/media/gh/image/upload/c_fill,h_150,w_150/q_auto/f_webp/v1/swatches/GHRES-1001-03.jpg',
    );
  });

  it('serves from a root-relative base on the page origin', () => {
    expect(imageUrl('swatches/GHRES-1001-03', { base: '/media', ext: 'jpg' })).toBe(
      '/media/gh/image/upload/v1/swatches/GHRES-1001-03.jpg',
    );
  });

  it('serves from another https CDN', () => {
    expect(imageUrl('swatches/A', { base: 'https://cdn.example.com/img' })).toBe(
      'https://cdn.example.com/img/gh/image/upload/v1/swatches/A',
    );
  });

  it('binds a base and cloud once for every image and video', () => {
    const media = createMediaUrls({ base: '/media' });
    expect(media.image('patterns/X', { transformations: { width: 48 } })).toBe(
      '/media/gh/image/upload/c_scale,w_48/v1/patterns/X',
    );
    expect(media.video('videos/hero').poster).toBe('/media/gh/video/upload/v1/videos/hero.jpg');
    expect(MEDIA_CDN_BASE).toBe('https://res.cloudinary.com');
  });
});

describe('image URL rules (SPEC 5)', () => {
  it('requires a cloud name', () => {
    expect(() => imageUrl('swatches/A', { cloudName: '' })).toThrow(MediaUrlError);
    expect(() => imageUrl('swatches/A', { cloudName: '' })).toThrow('cloud name');
  });

  it("refuses a suffix containing '.' or '/'", () => {
    expect(() => imageUrl('swatches/A', { suffix: 'wool.jpg' })).toThrow(MediaUrlError);
    expect(() => imageUrl('swatches/A', { suffix: 'wool/grey' })).toThrow(MediaUrlError);
  });

  it('appends an allowed suffix as the search-friendly file name', () => {
    expect(imageUrl('swatches/A', { suffix: 'wool-grey' })).toBe(
      'https://res.cloudinary.com/gh/images/v1/swatches/A/wool-grey',
    );
  });

  it('builds a root-path URL for image/upload', () => {
    expect(imageUrl('swatches/A', { useRootPath: true })).toBe(
      'https://res.cloudinary.com/gh/v1/swatches/A',
    );
  });

  it('refuses a root-path URL for anything but image/upload', () => {
    expect(() => mediaUrl('videos/A', { useRootPath: true, resourceType: 'video' })).toThrow(
      MediaUrlError,
    );
    expect(() => imageUrl('swatches/A', { useRootPath: true, deliveryType: 'private' })).toThrow(
      MediaUrlError,
    );
  });

  it('rounds corners with 1 to 4 radius values', () => {
    expect(imageUrl('a', { transformations: { radius: [10] } })).toBe(
      'https://res.cloudinary.com/gh/image/upload/r_10/v1/a',
    );
    expect(imageUrl('a', { transformations: { radius: [10, 20, 30, 40] } })).toBe(
      'https://res.cloudinary.com/gh/image/upload/r_10:20:30:40/v1/a',
    );
    expect(imageUrl('a', { transformations: { radius: 'max' } })).toBe(
      'https://res.cloudinary.com/gh/image/upload/r_max/v1/a',
    );
  });

  it('refuses a corner radius list of no values or more than 4', () => {
    expect(() => imageUrl('a', { transformations: { radius: [] } })).toThrow('1 to 4');
    expect(() => imageUrl('a', { transformations: { radius: [1, 2, 3, 4, 5] } })).toThrow('1 to 4');
  });

  it('refuses a null corner radius value', () => {
    expect(() => imageUrl('a', { transformations: { radius: [10, null] } })).toThrow('null');
  });

  it('draws a text layer from style parameters with font family and size', () => {
    expect(
      imageUrl('a', {
        transformations: {
          text: { text: 'Hello', fontFamily: 'Arial', fontSize: 20, fontWeight: 'bold' },
        },
      }),
    ).toBe(
      'https://res.cloudinary.com/gh/image/upload/l_text:Arial_20_bold:Hello/fl_layer_apply/v1/a',
    );
  });

  it('draws a text layer from a saved text style', () => {
    expect(
      imageUrl('a', { transformations: { text: { text: 'Hi', publicId: 'banner_style' } } }),
    ).toBe('https://res.cloudinary.com/gh/image/upload/l_text:banner_style:Hi/fl_layer_apply/v1/a');
  });

  it('refuses a text layer with both a public id and style parameters', () => {
    const text = { text: 'Hi', publicId: 'banner_style', fontFamily: 'Arial', fontSize: 20 };
    expect(() => imageUrl('a', { transformations: { text } })).toThrow('not both');
  });

  it('refuses a text layer with neither a public id nor style parameters', () => {
    expect(() => imageUrl('a', { transformations: { text: { text: 'Hi' } } })).toThrow(
      MediaUrlError,
    );
  });

  it('refuses a text layer without a font family or without a font size', () => {
    expect(() =>
      imageUrl('a', { transformations: { text: { text: 'Hi', fontSize: 20 } } }),
    ).toThrow('font family');
    expect(() =>
      imageUrl('a', { transformations: { text: { text: 'Hi', fontFamily: 'Arial' } } }),
    ).toThrow('font size');
  });

  it('removes leading and repeated slashes from the public id', () => {
    expect(imageUrl('//swatches///GHRES-1001-03', { ext: '.jpg' })).toBe(
      'https://res.cloudinary.com/gh/image/upload/v1/swatches/GHRES-1001-03.jpg',
    );
  });
});

describe('square crops of catalogue images', () => {
  it('fill a square of the size, as a jpg in automatic format and quality', () => {
    expect(squareImageUrl('swatches/GHRES-1001-03', 150)).toBe(
      'https://res.cloudinary.com/gh/image/upload/c_fill,h_150,w_150/q_auto/f_auto/v1/swatches/GHRES-1001-03.jpg',
    );
  });

  it('come from the media base given', () => {
    expect(squareImageUrl('swatches/GHRES-1001-03', 96, '/media')).toBe(
      '/media/gh/image/upload/c_fill,h_96,w_96/q_auto/f_auto/v1/swatches/GHRES-1001-03.jpg',
    );
  });
});

describe('video sources', () => {
  it('offers webm, mp4 and ogv and a jpg poster', () => {
    expect(videoSources('videos/showroom', { base: '/media' })).toEqual({
      sources: [
        { src: '/media/gh/video/upload/v1/videos/showroom.webm', type: 'video/webm' },
        { src: '/media/gh/video/upload/v1/videos/showroom.mp4', type: 'video/mp4' },
        { src: '/media/gh/video/upload/v1/videos/showroom.ogv', type: 'video/ogg' },
      ],
      poster: '/media/gh/video/upload/v1/videos/showroom.jpg',
    });
  });
});
