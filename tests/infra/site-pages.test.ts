import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedRoutes } from '../../infra/constructs/site';
import { synthesize, type CloudFormationTemplate } from '../../infra/synth';

/** A built site as `npm run build:web` leaves it: the shell, two prerendered pages, sitemap, robots, the service worker and the web manifest, one hashed asset. */
const BUILT_FILES = ['index.html', 'pages/index.html', 'pages/blog/index.html', 'sitemap.xml', 'robots.txt', 'sw.js', 'manifest.webmanifest', 'assets/index-3f2a1b.js', 'logo.svg'];
const ENTRY_POINTS = ['index.html', 'manifest.webmanifest', 'pages/blog/index.html', 'pages/index.html', 'robots.txt', 'sitemap.xml', 'sw.js'];

type Resource = CloudFormationTemplate['Resources'][string];
interface BucketDeploymentProperties {
  SourceObjectKeys: string[];
  SystemMetadata?: Record<string, string>;
  DistributionPaths?: string[];
}

let scratch: string;
let dist: string;
let outdir: string;
let template: CloudFormationTemplate;

/** The files of a staged asset (cdk.out/asset.<hash>), relative and with '/' separators, sorted. */
function stagedFiles(objectKey: string): string[] {
  const folder = join(outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function bucketDeployments(): BucketDeploymentProperties[] {
  return Object.values(template.Resources)
    .filter((resource: Resource) => resource.Type === 'Custom::CDKBucketDeployment')
    .map((resource) => resource.Properties as unknown as BucketDeploymentProperties);
}

/** Runs the viewer-request function's code, as CloudFront would, on one request URI. */
function viewerRequest(uri: string): string {
  const functions = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::CloudFront::Function');
  expect(functions).toHaveLength(1);
  const code = (functions[0]!.Properties as { FunctionCode: string }).FunctionCode;
  const handler = runInNewContext(`${code}\nhandler;`) as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

beforeAll(() => {
  // Arrange: a built site in a scratch folder, synthesized with the cloud assembly kept for its assets.
  scratch = mkdtempSync(join(tmpdir(), 'contes-site-pages-'));
  dist = join(scratch, 'dist');
  outdir = join(scratch, 'cdk.out');
  for (const file of BUILT_FILES) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), `contenu de ${file}`);
  }
  template = synthesize({ siteAssetsPath: dist, outdir }).template;
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the site serves each prerendered page at its path (CloudFront)', () => {
  it('should list the prerendered pages of the build by route', () => {
    // Act
    const routes = prerenderedRoutes(dist);

    // Assert
    expect(routes).toEqual({ '/': '/pages/index.html', '/blog': '/pages/blog/index.html' });
  });

  it.each([
    ['/', '/pages/index.html'],
    ['/blog', '/pages/blog/index.html'],
    ['/blog/', '/pages/blog/index.html'],
  ])('should send %s to its prerendered page', (uri, expected) => {
    // Act & Assert
    expect(viewerRequest(uri)).toBe(expected);
  });

  it.each(['/app', '/about', '/auth', '/story/01HZX/loading', '/pages', '/page-inconnue'])('should leave %s on the SPA shell', (uri) => {
    // Act & Assert
    expect(viewerRequest(uri)).toBe('/index.html');
  });

  it.each(['/assets/index-3f2a1b.js', '/sitemap.xml', '/robots.txt', '/config.json', '/pages/blog/index.html'])('should pass the file %s through', (uri) => {
    // Act & Assert
    expect(viewerRequest(uri)).toBe(uri);
  });

  it('should deploy every page, sitemap.xml and robots.txt without caching, and invalidate them', () => {
    // Act
    const entryPoints = bucketDeployments().find((deployment) => deployment.SystemMetadata?.['cache-control'] === 'no-cache');

    // Assert
    expect(entryPoints?.DistributionPaths).toEqual(expect.arrayContaining(['/index.html', '/config.json', '/pages/*', '/sitemap.xml', '/robots.txt', '/sw.js', '/manifest.webmanifest']));
    // Beside the built files, the stack's own config.json (Source.jsonData).
    const files = entryPoints!.SourceObjectKeys.flatMap(stagedFiles).sort();
    expect(files).toEqual([...ENTRY_POINTS, 'config.json'].sort());
  });

  it('should deploy the other files as immutable, and none of the entry points', () => {
    // Act
    const immutable = bucketDeployments().find((deployment) => deployment.SystemMetadata?.['cache-control']?.includes('immutable'));

    // Assert
    const files = immutable!.SourceObjectKeys.flatMap(stagedFiles);
    expect(files).toEqual(['assets/index-3f2a1b.js', 'logo.svg']);
  });
});
