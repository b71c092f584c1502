package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import java.util.random.RandomGenerator;
import org.stratagem.engine.api.NotationException;

/**
 * A seat's deployment: the kind of piece on each cell of its area, in local order (index {@code 5 r + c}:
 * row 0 at the front to row 5 at the back, column 0 to 4 from the seat's own left), and nothing on the
 * five camps. Immutable, and legal by construction: 25 pieces in the counts of {@link Rank}, the flag in a
 * headquarters, mines in rows 4-5 only, no bomb in row 0, the camps empty.
 *
 * <p>Text (the jbrain protocol's lineup): 30 tokens separated by spaces in local order, {@code 40} to
 * {@code 33} for the officers by rank, {@code E} engineer, {@code B} bomb, {@code M} mine, {@code F}
 * flag, {@code .} a camp. {@link #parse} says in one line what is wrong and at which token.
 */
final class Lineup {
    /**
     * The default deployment: the flag in the left headquarters behind three mines, a bomb at each back
     * corner of the railway; two engineers in the front row and one on column 4 to clear mines; the
     * commander in the middle of row 3 behind the camps, a 38 and a 37 on the front corners.
     */
    static final Lineup STANDARD = parse("38 E 36 E 37 34 . 35 . 34 39 33 . 36 E 37 . 40 . 38 B M 35 34 B M F M 33 33");

    /** The placements a rank needs: more constrained first, each within the next (the flag's, the mines', the bombs'). */
    private static final Rank[] CONSTRAINED = {Rank.FLAG, Rank.MINE, Rank.BOMB};

    private final Rank[] ranks;

    private Lineup(Rank[] ranks) {
        this.ranks = ranks;
    }

    /**
     * @param local a local index, 0..29
     * @return the kind of piece deployed there, or null on a camp
     */
    Rank rankAt(int local) {
        return ranks[local];
    }

    /**
     * @param text 30 tokens
     * @return the lineup
     * @throws NotationException if a token is not a piece, a camp is not {@code .} or a piece breaks a
     *                           placement rule or a count; the message names the first such token by its
     *                           index (0..29), row and column
     */
    static Lineup parse(String text) {
        String[] tokens = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        if (tokens.length != Board.AREA) {
            throw new NotationException("a lineup has " + Board.AREA + " tokens, not " + tokens.length + ": '"
                    + NotationException.excerpt(text) + "'");
        }
        Rank[] ranks = new Rank[Board.AREA];
        int[] counts = new int[Rank.ALL.length];
        for (int i = 0; i < Board.AREA; i++) {
            String token = tokens[i];
            Rank rank = Rank.ofToken(token);
            if (Board.isCamp(i) != token.equals(".")) {
                throw wrong(i, Board.isCamp(i) ? "'" + NotationException.excerpt(token) + "' on a camp, which starts empty ('.')"
                        : "'.' outside a camp: every other cell holds a piece");
            }
            if (rank == null && !token.equals(".")) {
                throw wrong(i, "'" + NotationException.excerpt(token) + "' is not a piece (40..33, E, B, M, F) or '.'");
            }
            if (rank != null) {
                String misplaced = misplaced(rank, i);
                if (misplaced != null) {
                    throw wrong(i, misplaced);
                }
                if (++counts[rank.ordinal()] > rank.count()) {
                    throw wrong(i, "one " + rank.token() + " too many: a lineup has " + rank.count());
                }
            }
            ranks[i] = rank;
        }
        return new Lineup(ranks);
    }

    private static NotationException wrong(int index, String reason) {
        return new NotationException("lineup token " + index + " (row " + index / Board.COLUMNS + ", column "
                + index % Board.COLUMNS + "): " + reason);
    }

    /**
     * @param rank  a kind of piece
     * @param local a local index that is not a camp
     * @return why the piece may not be deployed there, or null if it may
     */
    static String misplaced(Rank rank, int local) {
        int row = local / Board.COLUMNS;
        return switch (rank) {
            case FLAG -> Board.isHeadquarters(local) ? null : "the flag outside a headquarters (row 5, column 1 or 3)";
            case MINE -> row >= Board.ROWS - 2 ? null : "a mine outside rows 4-5";
            case BOMB -> row > 0 ? null : "a bomb in the front row";
            default -> null;
        };
    }

    /**
     * A legal lineup drawn uniformly among all legal ones (as arrangements of kinds): the flag on one of the
     * headquarters, the mines on free cells of rows 4-5, the bombs on free cells behind row 0, then the
     * other pieces shuffled over the cells left. Each step chooses uniformly among cells that all leave the
     * same number of ways to finish, because each rank's cells lie within the next one's.
     *
     * @param random the source of randomness
     * @return the lineup
     */
    static Lineup random(RandomGenerator random) {
        Rank[] ranks = new Rank[Board.AREA];
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < Board.AREA; i++) {
            if (!Board.isCamp(i)) {
                free.add(i);
            }
        }
        for (Rank rank : CONSTRAINED) {
            for (int n = 0; n < rank.count(); n++) {
                List<Integer> allowed = free.stream().filter(local -> misplaced(rank, local) == null).toList();
                Integer cell = allowed.get(random.nextInt(allowed.size()));
                free.remove(cell);
                ranks[cell] = rank;
            }
        }
        List<Rank> rest = new ArrayList<>();
        for (Rank rank : Rank.ALL) {
            if (!Arrays.asList(CONSTRAINED).contains(rank)) {
                for (int n = 0; n < rank.count(); n++) {
                    rest.add(rank);
                }
            }
        }
        for (int i = rest.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Rank swapped = rest.get(i);
            rest.set(i, rest.get(j));
            rest.set(j, swapped);
        }
        for (int i = 0; i < free.size(); i++) {
            ranks[free.get(i)] = rest.get(i);
        }
        return new Lineup(ranks);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Lineup lineup && Arrays.equals(ranks, lineup.ranks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ranks);
    }

    /** @return the 30 tokens, separated by single spaces */
    @Override
    public String toString() {
        StringJoiner tokens = new StringJoiner(" ");
        for (Rank rank : ranks) {
            tokens.add(rank == null ? "." : rank.token());
        }
        return tokens.toString();
    }
}
