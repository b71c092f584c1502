package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.List;

/**
 * The reference {@link Vcf} is checked against: the definition of a VCF, searched by brute force on
 * its own copy of the board, with no pattern table, no list and no shortcut. The attacker tries every
 * empty point after which he could make five and the defender could not; the defender answers with
 * every point after which the attacker can no longer make five. Fives are found by scanning the four
 * lines through every empty point. Under renju black plays only the points {@link Forbidden} allows
 * (checked on their own in {@code RenjuTest}), as attacker and as defender. Slow: for small boards
 * and few moves, square ones only.
 */
final class BruteForceVcf {
    private static final int EMPTY = -1;

    private final int size;
    private final Rule rule;
    /** The colour on each point, or {@link #EMPTY}. */
    private final int[] cells;
    /** The cells as {@link Forbidden} reads them: 0 empty, 1 + colour. */
    private final byte[] stones;
    private final Forbidden forbidden;

    /** @param position the position to search, copied */
    BruteForceVcf(GomokuPosition position) {
        size = position.board().width();
        rule = position.rule();
        cells = new int[size * size];
        stones = new byte[size * size];
        for (int point = 0; point < cells.length; point++) {
            set(point, position.colourAt(point));
        }
        forbidden = new Forbidden(position.board(), stones);
    }

    private void set(int point, int colour) {
        cells[point] = colour;
        stones[point] = (byte) (colour + 1);
    }

    /** @return whether the colour may play on the empty point */
    private boolean mayPlay(int colour, int point) {
        return rule != Rule.RENJU || colour == 1 || forbidden.of(point) == null;
    }

    /**
     * @param attacker the colour to move
     * @param moves    the most moves of the attacker, the five included
     * @return whether the attacker makes five within that many moves, playing fours only
     */
    boolean wins(int attacker, int moves) {
        if (moves == 0) {
            return false;
        }
        if (!fivePoints(attacker).isEmpty()) {
            return true;
        }
        if (moves == 1) {
            return false;
        }
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] == EMPTY && mayPlay(attacker, point)) {
                set(point, attacker);
                boolean wins = !fivePoints(attacker).isEmpty() && fivePoints(1 - attacker).isEmpty()
                        && everyBlockLoses(attacker, moves - 1);
                set(point, EMPTY);
                if (wins) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The defender to move: every reply that stops all of the attacker's fives still loses. */
    private boolean everyBlockLoses(int attacker, int moves) {
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] == EMPTY && mayPlay(1 - attacker, point)) {
                set(point, 1 - attacker);
                boolean holds = fivePoints(attacker).isEmpty() && !wins(attacker, moves);
                set(point, EMPTY);
                if (holds) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return the empty points where a stone of the colour would complete a line that wins under the rule */
    List<Integer> fivePoints(int colour) {
        List<Integer> points = new ArrayList<>();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] == EMPTY && makesFive(point, colour)) {
                points.add(point);
            }
        }
        return points;
    }

    private boolean makesFive(int point, int colour) {
        for (int[] direction : Board.DIRECTIONS) {
            int ahead = run(point, colour, direction[0], direction[1]);
            int back = run(point, colour, -direction[0], -direction[1]);
            boolean blockedTwice = colourAt(point, ahead + 1, direction, 1) == 1 - colour
                    && colourAt(point, back + 1, direction, -1) == 1 - colour;
            if (rule.wins(colour, 1 + ahead + back, blockedTwice)) {
                return true;
            }
        }
        return false;
    }

    private int run(int point, int colour, int dx, int dy) {
        int count = 0;
        int x = point % size + dx;
        int y = point / size + dy;
        while (x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] == colour) {
            count++;
            x += dx;
            y += dy;
        }
        return count;
    }

    /** @return the colour {@code steps} points from the point along the direction ({@code sign} 1) or against it (-1), {@link #EMPTY} off the board */
    private int colourAt(int point, int steps, int[] direction, int sign) {
        int x = point % size + sign * steps * direction[0];
        int y = point / size + sign * steps * direction[1];
        return x >= 0 && y >= 0 && x < size && y < size ? cells[y * size + x] : EMPTY;
    }
}
