package org.stratagem.game.puzzles.trianglewar;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.HelperScheme;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.table.IndexedGame;
import org.stratagem.engine.api.table.IndexedStateSpace;

/**
 * Triangle War (PKU JudgeOnline 1085): the rules live in {@link TriangleWarPosition}; this is the
 * game's service, its traits and its notation.
 *
 * <p>Traits: two seats, each its own team; no draws (9 triangles); turn keeping (a completed
 * triangle gives another move); no chance, no hidden information; {@link KeyKind#EXACT} keys.
 *
 * <p>Position notation: the segments drawn so far, in the order they were drawn, A first,
 * separated by spaces, each {@code i-j} with its two dots in either order: {@code 1-2 2-3 1-3}.
 * The empty string is the empty board, A to move. A position that did not come from play (a state
 * of the {@link #stateSpace() state space}: segments drawn with no triangle credited to anyone, A
 * to move) starts with those segments in braces, which may be followed by the segments drawn since:
 * {@code {1-2 1-3} 2-3} is the set {@code 1-2 1-3}, then A draws {@code 2-3} and wins the top
 * triangle. Printed positions give each segment smaller dot first and a set in the order of the
 * segments' numbers (see {@link Board}), so that reading one back gives the same key.
 * Move notation: a segment {@code i-j}, dots in either order, printed smaller first.
 */
@Component(service = Game.class)
@GameId(TriangleWarGame.ID)
public final class TriangleWarGame
        implements Game<TriangleWarPosition>, IndexedGame<TriangleWarPosition>, BenchmarkedGame, SearchHints {
    /** The game's id: {@value}. */
    public static final String ID = "trianglewar";

    /** Opens the set of segments a position starts from. */
    static final String SET_OPEN = "{";
    /** Closes the set of segments a position starts from. */
    static final String SET_CLOSE = "}";

    private static final GameTraits TRAITS = GameTraits.twoPlayers(KeyKind.EXACT).withTurnKeeping();
    private static final TriangleWarStateSpace STATES = new TriangleWarStateSpace();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Triangle War";
    }

    /** A game is won by at most all nine triangles. */
    @Override
    public int valueBound() {
        return Board.TRIANGLES;
    }

    /**
     * Null-move pruning is unsound here: as in dots and boxes, having to move is often the worst
     * thing that can happen (whoever must open the next triangle gives it away), so a pass is no
     * lower bound on a position's value.
     */
    @Override
    public Set<ForwardPruning> unsoundPrunings() {
        return Set.of(ForwardPruning.NULL_MOVE);
    }

    /**
     * A search of Triangle War ends in a proof, which helper threads searching deeper than the main
     * thread hasten: their proven values serve its next iterations (measured in the README).
     */
    @Override
    public HelperScheme recommendedHelperScheme() {
        return HelperScheme.SKIPPED_DEPTHS;
    }

    @Override
    public GameTraits traits() {
        return TRAITS;
    }

    @Override
    public int teamOf(int seat) {
        return Objects.checkIndex(seat, TRAITS.seats());
    }

    @Override
    public TriangleWarPosition parsePosition(String text) {
        String played = text.strip();
        int[] set = {};
        if (played.startsWith(SET_OPEN)) {
            int close = played.indexOf(SET_CLOSE);
            if (close < 0) {
                throw new NotationException("missing '" + SET_CLOSE + "' after the set of segments the position starts"
                        + " from, e.g. '" + SET_OPEN + "1-2 1-3" + SET_CLOSE + " 2-3'");
            }
            set = segments(played.substring(SET_OPEN.length(), close), 0, 0);
            played = played.substring(close + SET_CLOSE.length());
        }
        int preset = 0;
        for (int segment : set) {
            preset |= 1 << segment;
        }
        return TriangleWarPosition.of(preset, segments(played, set.length, preset));
    }

    @Override
    public String formatPosition(TriangleWarPosition position) {
        return position.toString();
    }

    @Override
    public int parseMove(TriangleWarPosition position, String text) {
        return SegmentNotation.parse(text.strip(), "move ", position.drawnSegments());
    }

    @Override
    public String formatMove(TriangleWarPosition position, int move) {
        return SegmentNotation.format(move);
    }

    /**
     * The sets of drawn segments, 2^18 states; see {@link TriangleWarStateSpace}. Stateless and
     * shared.
     */
    @Override
    public IndexedStateSpace<TriangleWarPosition> stateSpace() {
        return STATES;
    }

    /**
     * @param text    segments separated by blanks
     * @param before  how many segments the notation gave before them, for the messages
     * @param drawn   the segments drawn before them
     * @return the segments, checked to be on the board and distinct from each other and from {@code drawn}
     */
    private static int[] segments(String text, int before, int drawn) {
        String[] tokens = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        int[] segments = new int[tokens.length];
        for (int index = 0; index < tokens.length; index++) {
            segments[index] = SegmentNotation.parse(tokens[index], "segment " + (before + index + 1) + ": ", drawn);
            drawn |= 1 << segments[index];
        }
        return segments;
    }

    /** The empty board and two openings, 12 plies deep. */
    @Override
    public Benchmark benchmark() {
        return new Benchmark(List.of("", "1-2 2-4 5-9 3-6", "1-2 2-4 5-9 3-6 4-7 6-10 8-9 2-3"), 12);
    }
}
