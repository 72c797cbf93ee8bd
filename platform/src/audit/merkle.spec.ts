import { MerkleTree, hashLeaf, rootFromPath } from './merkle.ts';

// The published test vectors of RFC 6962's reference implementation (certificate-transparency,
// merkle_tree_test.cc): the roots of the trees over the first 1 to 8 of these leaves.
const leaves = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map((h) => hashLeaf(Buffer.from(h, 'hex')));
const roots = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

describe('RFC 6962 Merkle trees', () => {
  it.each(roots.map((root, i) => [i + 1, root] as const))('the tree of the first %i vector leaves has the published root', (n, root) => {
    expect(new MerkleTree(leaves.slice(0, n)).root().toString('hex')).toBe(root);
  });

  it('the empty tree is the hash of nothing', () => {
    expect(new MerkleTree([]).root().toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('every leaf of trees of every size up to 40 leads to the root by its path, and to nothing else', () => {
    for (let size = 1; size <= 40; size += 1) {
      const hashes = Array.from({ length: size }, (_, i) => hashLeaf(Buffer.from([i])));
      const tree = new MerkleTree(hashes);
      const root = tree.root();
      for (let i = 0; i < size; i += 1) {
        const path = tree.path(i);
        expect(rootFromPath(hashes[i]!, i, size, path)).toEqual(root);
        // A neighbour's leaf on the same path does not lead there (the size is the seal's, signed).
        if (size > 1) expect(rootFromPath(hashes[(i + 1) % size]!, i, size, path)).not.toEqual(root);
      }
    }
  });

  it('refuses an index outside the tree', () => {
    expect(() => new MerkleTree(leaves.slice(0, 3)).path(3)).toThrow(RangeError);
    expect(rootFromPath(leaves[0]!, 3, 3, [])).toBeNull();
  });
});
