package org.stratagem.engine.search.common;

import java.util.Arrays;

/**
 * The triangular table of principal variations: {@code line(n)} is the best line found so far
 * from the node being searched at ply {@code n}. A node clears its line on entry; when a move
 * becomes its best, the node's line becomes that move followed by the child's line. The root's
 * line is then the principal variation. Rows grow on demand and are kept, so updating allocates
 * nothing once the search has reached its working depth.
 */
public final class PrincipalVariation {
    private int[][] lines = new int[0][];
    private int[] lengths = new int[0];

    /**
     * Empties the line of the node at a ply, as the node begins (a terminal or horizon node keeps
     * it empty).
     *
     * @param ply the node's ply
     */
    public void clear(int ply) {
        if (ply >= lines.length) {
            int size = Math.max(ply + 1, lines.length * 2);
            int old = lines.length;
            lines = Arrays.copyOf(lines, size);
            lengths = Arrays.copyOf(lengths, size);
            for (int i = old; i < size; i++) {
                lines[i] = new int[8];
            }
        }
        lengths[ply] = 0;
    }

    /**
     * Makes a move, followed by the line of the child just searched, the line of the node at a ply.
     *
     * @param ply  the node's ply; the child's line (at {@code ply + 1}) was cleared when it began
     * @param move the node's new best move
     */
    public void update(int ply, int move) {
        int childLength = lengths[ply + 1];
        if (lines[ply].length <= childLength) {
            lines[ply] = Arrays.copyOf(lines[ply], 2 * (childLength + 1));
        }
        lines[ply][0] = move;
        System.arraycopy(lines[ply + 1], 0, lines[ply], 1, childLength);
        lengths[ply] = childLength + 1;
    }

    /**
     * @param ply a node's ply
     * @return a copy of its line (allocates: for results and reports)
     */
    public int[] line(int ply) {
        return Arrays.copyOf(lines[ply], lengths[ply]);
    }
}
