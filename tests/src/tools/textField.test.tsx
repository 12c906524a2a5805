import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../../../src/tools/ui';

function SecretForm({ initial = '' }: { initial?: string }) {
  const [secret, setSecret] = useState(initial);
  return (
    <>
      <TextField label="client_secret" type="password" value={secret} onChange={setSecret} />
      <button type="button" onClick={() => setSecret('')}>
        Clear
      </button>
      <output>{secret.length}</output>
    </>
  );
}

describe('TextField', () => {
  it('keeps what is typed in the value property, never in an attribute a stylesheet can read', async () => {
    render(<SecretForm />);
    const field = screen.getByLabelText('client_secret');
    await userEvent.type(field, 's3cr3t');
    expect(field).toHaveValue('s3cr3t');
    expect(screen.getByRole('status')).toHaveTextContent('6');
    expect(field.getAttribute('value')).toBeNull();
    expect(document.body.innerHTML).not.toContain('s3cr3t');
  });

  it('shows a value set from outside, and a reset', async () => {
    render(<SecretForm initial="from-the-address" />);
    const field = screen.getByLabelText('client_secret');
    expect(field).toHaveValue('from-the-address');
    expect(field.getAttribute('value')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
  });
});
