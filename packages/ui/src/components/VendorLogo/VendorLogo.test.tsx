import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VendorLogo } from './VendorLogo';

describe('VendorLogo', () => {
  it("is an image named after the vendor, sized before it loads and loaded lazily", () => {
    render(<VendorLogo name="PG Soft" src="/api/art/vendors/PG" size="small" />);
    const logo = screen.getByRole('img', { name: 'PG Soft' });
    expect(logo).toHaveAttribute('src', '/api/art/vendors/PG');
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '20');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<VendorLogo name="PG Soft" src="/api/art/vendors/PG" decorative />);
    expect(screen.queryByRole('img', { name: 'PG Soft' })).not.toBeInTheDocument();
  });
});
