package org.stratagem.engine.search.alphabeta;

import java.util.Arrays;
import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Passable;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.SearchExtension;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.search.fixtures.WrappedPosition;
import org.stratagem.engine.search.fixtures.WrappingGame;

/**
 * A game of two teams with a pass added, for null-move pruning to play: any game whose seat
 * {@code s} plays for team {@code s % 2} (every fixture of two teams), wrapped.
 *
 * <p>A position is the inner game's position and a shift, the number of passes made modulo the
 * seats: the inner position's seat {@code s} is played by seat {@code (s + shift) % seats}, so each
 * pass hands the same position to the next seat in turn order, of the other team, and every result
 * is credited to the team playing it. The pass is not a legal move: only null-move pruning plays
 * it, so a search without it sees the inner game exactly, and minimax on the wrapped game is the
 * reference. Passing is often bad in these games (their results are random), so null-move pruning
 * is unsound here, as in a game with zugzwang: the fixture shows that proofs stay exact anyway.
 *
 * <p>Notation: one {@code ~} per pass before the inner game's notation.
 *
 * @param <P> the inner game's position type
 */
final class PassingGame<P extends Position> extends WrappingGame<P, PassingGame.Node<P>> implements SearchHints {
    private static final String PASS = "~";
    /** Mixed into the key once per pass: beyond the range of every fixture's exact keys. */
    private static final long PASS_KEY = 0x9E3779B97F4A7C15L;

    private final int seats;
    private final Set<ForwardPruning> unsound;
    private final Set<ForwardPruning> recommended;
    private final Set<SearchExtension> extensions;

    private PassingGame(Game<P> inner, Set<ForwardPruning> unsound, Set<ForwardPruning> recommended,
            Set<SearchExtension> extensions) {
        super(inner);
        this.unsound = unsound;
        this.recommended = recommended;
        this.extensions = extensions;
        seats = inner.traits().seats();
    }

    /**
     * @param inner a game whose seat {@code s} plays for team {@code s % 2}
     * @param <P>   its position type
     * @return the game with a pass
     */
    static <P extends Position> PassingGame<P> of(Game<P> inner) {
        return new PassingGame<>(inner, Set.of(), Set.of(), Set.of());
    }

    /**
     * @param prunings the forward prunings the game is to declare unsound
     * @return this game, declaring them
     */
    PassingGame<P> declaringUnsound(Set<ForwardPruning> prunings) {
        return new PassingGame<>(inner, prunings, recommended, extensions);
    }

    /**
     * @param prunings the forward prunings the game is to recommend
     * @return this game, recommending them
     */
    PassingGame<P> recommending(Set<ForwardPruning> prunings) {
        return new PassingGame<>(inner, unsound, prunings, extensions);
    }

    /**
     * @param recommendedExtensions the search extensions the game is to recommend
     * @return this game, recommending them
     */
    PassingGame<P> recommendingExtensions(Set<SearchExtension> recommendedExtensions) {
        return new PassingGame<>(inner, unsound, recommended, recommendedExtensions);
    }

    @Override
    public Set<ForwardPruning> unsoundPrunings() {
        return unsound;
    }

    @Override
    public Set<ForwardPruning> recommendedPrunings() {
        return recommended;
    }

    @Override
    public Set<SearchExtension> recommendedExtensions() {
        return extensions;
    }

    @Override
    public String id() {
        return inner.id() + "-passing";
    }

    @Override
    public String name() {
        return inner.name() + " with passes";
    }

    @Override
    public Node<P> parsePosition(String text) {
        int passes = 0;
        while (text.startsWith(PASS, passes)) {
            passes++;
        }
        if (passes >= seats) {
            throw new NotationException("at most " + (seats - 1) + " passes: " + text);
        }
        return new Node<>(inner.parsePosition(text.substring(passes)), passes, seats);
    }

    @Override
    public String formatPosition(Node<P> node) {
        return PASS.repeat(node.shift) + inner.formatPosition(node.unwrapped());
    }

    /**
     * A position of the game with passes.
     *
     * @param <P> the inner game's position type
     */
    static final class Node<P extends Position> extends WrappedPosition<P> implements Passable {
        private final int seats;
        private int shift;
        /** The inner position's moves made at each pass not yet taken back: passes and moves nest. */
        private int[] passedAt = new int[8];
        private int passes;

        private Node(P inner, int shift, int seats) {
            super(inner);
            this.shift = shift;
            this.seats = seats;
        }

        @Override
        public void pass() {
            if (inner.seatToMove() < 0) {
                throw new IllegalStateException("only the seat to move of a decision node can pass");
            }
            if (passes == passedAt.length) {
                passedAt = Arrays.copyOf(passedAt, 2 * passes);
            }
            passedAt[passes++] = inner.movesMade();
            shift = (shift + 1) % seats;
        }

        @Override
        public void undoPass() {
            if (passes == 0 || passedAt[passes - 1] != inner.movesMade()) {
                throw new IllegalStateException("the last thing done was not a pass");
            }
            passes--;
            shift = (shift + seats - 1) % seats;
        }

        @Override
        public int seatToMove() {
            int seat = inner.seatToMove();
            return seat < 0 ? seat : (seat + shift) % seats;
        }

        @Override
        public void undoMove() {
            if (passes > 0 && passedAt[passes - 1] == inner.movesMade()) {
                throw new IllegalStateException("the last thing done was a pass, not a move");
            }
            inner.undoMove();
        }

        @Override
        public long key() {
            return inner.key() ^ shift * PASS_KEY;
        }

        @Override
        public int terminalValue(int team) {
            return inner.terminalValue((team + shift) % 2);
        }

        @Override
        @SuppressWarnings("unchecked")
        public Node<P> copy() {
            Node<P> copy = new Node<>((P) inner.copy(), shift, seats);
            copy.passedAt = passedAt.clone();
            copy.passes = passes;
            return copy;
        }

        @Override
        public String toString() {
            return PASS.repeat(shift) + inner;
        }
    }
}
