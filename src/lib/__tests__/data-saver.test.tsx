// Data saver: the default from the browser's hints, the stored choice winning, and the image parts in its mode.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DataSaverSwitch from '@/components/ui/data-saver-switch';
import { ItemImage } from '@/components/ui/item-image';
import { SmallImage } from '@/components/ui/small-image';
import { browserAsksToSaveData, isDataSaverOn, setDataSaver } from '../data-saver';
import { imageSources, smallCopyOf } from '../image-sources';

// Narrowest first, as the server lists them.
const variants = [
  { url: '/uploads/a-320.webp', width: 320 },
  { url: '/uploads/a-640.webp', width: 640 },
  { url: '/uploads/a-1080.webp', width: 1080 },
];

function emulateConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  emulateConnection(undefined);
  vi.restoreAllMocks();
});

describe('the data saver default', () => {
  it('is on when the browser asks to save data or reports 2G', () => {
    expect(browserAsksToSaveData(undefined)).toBe(false);
    expect(browserAsksToSaveData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(browserAsksToSaveData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: '2g' })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: '3g' })).toBe(false);
  });

  it("follows the browser until the visitor chooses; the visitor's choice wins", () => {
    expect(isDataSaverOn()).toBe(false); // jsdom: no navigator.connection
    emulateConnection({ saveData: true });
    expect(isDataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(isDataSaverOn()).toBe(false);
    expect(localStorage.getItem('dataSaver')).toBe('off');
    emulateConnection({ effectiveType: '4g' });
    setDataSaver(true);
    expect(isDataSaverOn()).toBe(true);
  });

  it('the switch shows and changes the choice, and every image follows at once', () => {
    render(
      <>
        <DataSaverSwitch />
        <ItemImage
          src="/uploads/a.png"
          variants={variants}
          alt="Adire cloth"
          width={400}
          height={300}
          eager
        />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Loads small images/);
    expect(screen.getByRole('img', { name: 'Adire cloth' })).toHaveAttribute('srcset');
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('dataSaver')).toBe('on');
    const image = screen.getByRole('img', { name: 'Adire cloth' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image.getAttribute('src')).toMatch(/\/uploads\/a-320\.webp$/);
  });
});

describe('images with data saver on', () => {
  it('loads only the smallest variant', () => {
    expect(imageSources('/uploads/a.png', variants, true, '100vw')).toEqual({ src: '/uploads/a-320.webp' });
    expect(imageSources('/uploads/a.png', [], true, '100vw')).toEqual({ src: '/uploads/a.png' });
    expect(imageSources('/uploads/a.png', variants, false, '100vw')).toEqual({
      src: '/uploads/a.png',
      srcSet: '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-1080.webp 1080w',
      sizes: '100vw',
    });
  });

  it("below the first screen, shows 'Show image' with the alt text in the image's box, then the image", () => {
    setDataSaver(true);
    render(
      <ItemImage
        src="/uploads/a.png"
        variants={variants}
        alt="Talking drum"
        width={400}
        height={225}
        className="card-img-top"
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Show image\s*Talking drum/ });
    expect(button).toHaveClass('image-tap', 'card-img-top');
    expect(button).toHaveStyle({ aspectRatio: '400 / 225' });
    fireEvent.click(button);
    const image = screen.getByRole('img', { name: 'Talking drum' });
    expect(image.getAttribute('src')).toMatch(/a-320\.webp$/);
    expect(image).toHaveStyle({ aspectRatio: '400 / 225' });
  });

  it('shows the first screen at once', () => {
    setDataSaver(true);
    render(<ItemImage src="/uploads/a.png" variants={variants} alt="Beads" width={400} height={225} eager />);
    expect(screen.getByRole('img', { name: 'Beads' })).toBeInTheDocument();
  });
});

describe('small images (avatars, thumbnails), data saver on or off', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it("load the upload's 320 px copy", () => {
    expect(smallCopyOf(`/uploads/${id}.png`)).toBe(`/uploads/${id}-320.webp`);
    expect(smallCopyOf(`https://api.example.gov.ng/uploads/${id}.jpg`)).toBe(
      `https://api.example.gov.ng/uploads/${id}-320.webp`,
    );
    expect(smallCopyOf('https://cdn.example.com/photo.jpg')).toBe('https://cdn.example.com/photo.jpg');
    expect(smallCopyOf(`/uploads/${id}-640.webp`)).toBe(`/uploads/${id}-640.webp`);
  });

  it('fall back to the original when there is no small copy', () => {
    render(<SmallImage src={`/uploads/${id}.png`} alt="Ada" width={48} height={48} />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('src', `/uploads/${id}-320.webp`);
    act(() => {
      fireEvent.error(image);
    });
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', `/uploads/${id}.png`);
  });
});
