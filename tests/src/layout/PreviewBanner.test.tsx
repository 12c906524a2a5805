import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../utils/i18n';
import { serverHtml } from '../../utils/serverRender';
import type { PreviewBuild } from '../../../src/lib/previewBuild';
import { PreviewBanner } from '../../../src/layout/PreviewBanner';

const pullRequest: PreviewBuild = {
  url: 'https://deploy-preview-42--docs.example',
  branch: 'docs/typo',
  pullRequest: 42,
  commit: '3f2a9c1',
};

describe('PreviewBanner', () => {
  it('is a labelled region naming the pull request, branch and commit', () => {
    render(<PreviewBanner preview={pullRequest} />);
    const banner = screen.getByRole('region', { name: 'Preview build' });
    expect(banner).toHaveTextContent(
      'Preview · pull request #42 · branch docs/typo · commit 3f2a9c1 · Not the published site',
    );
    expect(within(banner).getByText('Preview').tagName).toBe('STRONG');
  });

  it('names only what the build knows', () => {
    render(<PreviewBanner preview={{ ...pullRequest, pullRequest: null, branch: 'next' }} />);
    const text = screen.getByRole('region', { name: 'Preview build' }).textContent;
    expect(text).toContain('branch next · commit 3f2a9c1');
    expect(text).not.toContain('pull request');
  });

  it('still says it is a preview when nothing else is known', () => {
    render(
      <PreviewBanner preview={{ url: null, branch: null, pullRequest: null, commit: null }} />,
    );
    expect(screen.getByRole('region', { name: 'Preview build' })).toHaveTextContent(
      /^Preview · Not the published site/,
    );
  });

  it('speaks Chinese on Chinese pages', () => {
    render(<PreviewBanner preview={pullRequest} />, { wrapper: inLanguage('zh') });
    expect(screen.getByRole('region', { name: '预览版本' })).toHaveTextContent(
      '预览 · 拉取请求 #42 · 分支 docs/typo · 提交 3f2a9c1',
    );
  });

  it('is in the server HTML, so hydration adds nothing above the content', () => {
    const html = serverHtml(<PreviewBanner preview={pullRequest} />);
    expect(html).toContain('aria-label="Preview build"');
    expect(html).toContain('commit 3f2a9c1');
  });
});
