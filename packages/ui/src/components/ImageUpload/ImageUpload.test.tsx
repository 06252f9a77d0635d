import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

const png = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageUpload', () => {
  it('adds chosen images with previews and reports them', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImageUpload label="Proof of payment" onChange={onChange} />);
    await userEvent.upload(fileInput(container), [png('receipt.png'), png('bank.png')]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt.png' }), expect.objectContaining({ name: 'bank.png' })]);
    expect(screen.getByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bank.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add image/ })).toHaveTextContent('2 of 3');
  });

  it('image too large: refuses it and says so', () => {
    const onChange = vi.fn();
    const { container } = render(<ImageUpload label="Proof" onChange={onChange} />);
    fireEvent.change(fileInput(container), { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('huge.png is too large: images must be 5 MB or less.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Proof' })).toHaveAccessibleDescription(/huge.png is too large/);
  });

  it('too many images: keeps 3 and says so, then hides the add button', () => {
    const { container } = render(<ImageUpload label="Proof" />);
    fireEvent.change(fileInput(container), { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] } });
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(screen.getByText('Too many images: you can add at most 3.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add image/ })).not.toBeInTheDocument();
  });

  it('refuses what is not png or jpg', () => {
    const { container } = render(<ImageUpload label="Proof" />);
    fireEvent.change(fileInput(container), { target: { files: [new File(['x'], 'scan.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('scan.gif is not a PNG or JPG image.')).toBeInTheDocument();
  });

  it('removes an image from the keyboard and moves focus to the next control', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="Proof" defaultFiles={[png('a.png'), png('b.png')]} onChange={onChange} />);
    screen.getByRole('button', { name: 'Remove a.png' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.png' })]);
    expect(screen.getByRole('button', { name: 'Remove b.png' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: /Add image/ })).toHaveFocus();
  });

  it('opens the file picker from the add button', async () => {
    const { container } = render(<ImageUpload label="Proof" />);
    const click = vi.spyOn(fileInput(container), 'click');
    await userEvent.click(screen.getByRole('button', { name: /Add image/ }));
    expect(click).toHaveBeenCalled();
    expect(fileInput(container)).toHaveAttribute('accept', expect.stringContaining('image/png'));
  });

  it('takes dropped images', () => {
    const onChange = vi.fn();
    render(<ImageUpload label="Proof" onChange={onChange} />);
    fireEvent.drop(screen.getByRole('button', { name: /Add image/ }), { dataTransfer: { files: [png('drop.png')] } });
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'drop.png' })]);
  });

  it('shows translated messages', () => {
    const { container } = render(<ImageUpload label="Comprovante" maxFiles={1} messages={{ tooMany: 'No máximo (max) imagem.' }} />);
    fireEvent.change(fileInput(container), { target: { files: [png('1.png'), png('2.png')] } });
    expect(screen.getByText('No máximo 1 imagem.')).toBeInTheDocument();
  });
});
