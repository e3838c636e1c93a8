import { CREATE_MSG, type FieldErrors, MSG } from '@agora/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { createFormReducer, initialCreateForm } from './createForm';
import { CreatePreview, MediaFields } from './MediaFields';

function Form({ errors = {} }: { errors?: FieldErrors }) {
  const [form, dispatch] = useReducer(createFormReducer, initialCreateForm(721, 'BNB'));
  return (
    <>
      <MediaFields form={form} errors={errors} dispatch={dispatch} />
      <CreatePreview form={form} />
    </>
  );
}

const pick = (label: string, name: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], name)] } });
const preview = () => screen.getByRole('complementary', { name: CREATE_MSG.preview });
const types = 'Only these file types are accepted : png, gif, webp, jpg, jpeg';

describe('the create form’s media and preview', () => {
  it('shows an image without asking for a preview image', () => {
    render(<Form />);
    pick(CREATE_MSG.upload, 'art.png');
    expect(screen.queryByLabelText(CREATE_MSG.poster)).toBeNull();
    expect(preview().querySelector('img')).not.toBeNull();
  });

  it('plays a video over its preview image once one is picked', () => {
    render(<Form />);
    pick(CREATE_MSG.upload, 'clip.mp4');
    const video = preview().querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toBeNull();
    pick(CREATE_MSG.poster, 'cover.mp4');
    expect(screen.getByRole('alert').textContent).toBe(types);
    expect(preview().querySelector('video')?.getAttribute('poster')).toBeNull();
    pick(CREATE_MSG.poster, 'cover.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(preview().querySelector('video')?.getAttribute('poster')).toMatch(/^blob:/);
  });

  it('plays audio with its preview image as the picture', () => {
    render(<Form />);
    pick(CREATE_MSG.upload, 'song.mp3');
    pick(CREATE_MSG.poster, 'cover.webp');
    expect(preview().querySelector('audio')?.hasAttribute('controls')).toBe(true);
    expect(preview().querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    // Back to an image: the preview image goes with the question.
    pick(CREATE_MSG.upload, 'art.gif');
    expect(screen.queryByLabelText(CREATE_MSG.poster)).toBeNull();
    expect(preview().querySelector('audio')).toBeNull();
  });

  it('shows the form’s errors under each picker', () => {
    render(<Form errors={{ file: MSG.create.errors.fileRequired }} />);
    expect(screen.getByRole('alert').textContent).toBe(MSG.create.errors.fileRequired);
    pick(CREATE_MSG.upload, 'clip.webm');
    expect(screen.getByLabelText(CREATE_MSG.poster)).toBeTruthy();
  });

  it('refuses a file type on selection', () => {
    render(<Form />);
    pick(CREATE_MSG.upload, 'art.svg');
    expect(screen.getByRole('alert').textContent).toMatch(/^Only these file types/);
    expect(preview().querySelector('img, video, audio')).toBeNull();
  });
});
