package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.table.TranspositionTable;
import org.stratagem.testkit.ForwardingGame;

/**
 * The quiescence search past the horizon against a plain recursive reference of its definition, on
 * seeded random positions of every kind of two-team game, at a fixed horizon with the prunings off (and on
 * trees deep enough for the bound on the plies past the horizon to matter): the games' quiescence moves are
 * a seeded random half of the legal moves, drawn anew for each distance past the horizon (so that a search
 * that told the game a wrong distance would differ from the reference), once where the team to move may
 * stand pat on the evaluator's score and once where it must move. Without the table, and with it: in these
 * games a position occurs at one ply only (its key holds the ply, or its stones count the moves made), so
 * that an entry settles a window only where it was searched to the same depth, or by an earlier iteration
 * to a shallower one, which it must not settle: an entry of the quiescence used closer to the horizon than
 * it was searched (where the game names other moves) would change the value.
 */
class QuiescenceTest {
    private static final int POSITIONS = 120;
    /** With the table: a wrong bound stored (an exact value for a fail-soft one) shows in about one position in a thousand. */
    private static final int TABLE_POSITIONS = 2000;
    private static final AlphaBetaTest.Variant WITHOUT_TABLE = new AlphaBetaTest.Variant("no table", Selectivity.NONE, TranspositionTable::disabled);
    private static final AlphaBetaTest.Variant WITH_TABLE = new AlphaBetaTest.Variant("1 MiB table", Selectivity.NONE,
            () -> new TranspositionTable(1 << 20));

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void equalsTheReferenceWhereTheTeamMayStandPat(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compare(games.apply(seed), seed, false, WITHOUT_TABLE);
        }
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void equalsTheReferenceWithTheTable(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < TABLE_POSITIONS; seed++) {
            compare(games.apply(seed), seed, seed % 2 == 0, WITH_TABLE);
        }
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void equalsTheReferenceWhereTheTeamMustMove(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compare(games.apply(seed), seed, true, WITHOUT_TABLE);
        }
    }

    /** Trees deeper than the horizon and the quiescence plies together, so that the plies' bound is reached. */
    @Test
    void stopsTheQuiescencePliesPastTheHorizon() {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compare(deepTree(seed), seed, seed % 2 == 0, WITHOUT_TABLE);
        }
        for (long seed = 0; seed < TABLE_POSITIONS; seed++) {
            compare(deepTree(seed), seed, seed % 2 == 0, WITH_TABLE);
        }
    }

    private static Game<?> deepTree(long seed) {
        return new RandomTreeGame(new RandomTreeGame.Config(seed, 2, 16, 1, 3, 6, 0, 0, 0, 0.02, 2));
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void changesTheValueOfSomePositions(LongFunction<Game<?>> games) {
        int changed = 0;
        for (long seed = 0; seed < POSITIONS; seed++) {
            Game<?> game = games.apply(seed);
            changed += horizonValue(game, seed) != horizonValue(new WithQuiescence<>(game, seed, false), seed) ? 1 : 0;
        }
        assertTrue(changed > POSITIONS / 10, changed + " of " + POSITIONS + " values changed by the quiescence search");
    }

    private static <P extends Position> int horizonValue(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        return Fixtures.search(WITHOUT_TABLE, SearchRequest.of(game, root, SearchLimits.depth(1 + (int) (seed % 3)))
                .withEvaluator(Fixtures.randomEvaluator(seed))).score();
    }

    private static <P extends Position> void compare(Game<P> plain, long seed, boolean mustMove, AlphaBetaTest.Variant variant) {
        WithQuiescence<P> game = new WithQuiescence<>(plain, seed, mustMove);
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        int depth = 1 + (int) (seed % 3);
        Evaluator<P> evaluator = Fixtures.randomEvaluator(seed);
        SearchResult result = Fixtures.search(variant, SearchRequest.of(game, root, SearchLimits.depth(depth))
                .withEvaluator(evaluator));
        int expected = new Reference<>(game, root, evaluator).value(depth, 0);
        assertEquals(expected, result.score(), game.name() + ", " + variant.name() + ", seed " + seed + " depth " + depth + " at "
                + game.formatPosition(root) + ": " + Fixtures.describe(result));
    }

    /** The definition, recursively: full width to the horizon, then the quiescence moves, standing pat where allowed. */
    private record Reference<P extends Position>(WithQuiescence<P> game, P position, Evaluator<P> evaluator) {
        /** @return the value for the team to move, a decision node that is not terminal */
        int value(int depth, int ply) {
            if (depth <= -AlphaBeta.QUIESCENCE_PLIES) {
                return evaluator.evaluate(position);
            }
            MoveList moves = new MoveList();
            boolean mustMove = true;
            if (depth <= 0) {
                mustMove = game.horizonMoves(position, moves, -depth) && !moves.isEmpty();
            } else {
                position.legalMoves(moves);
            }
            int team = game.teamOf(position.seatToMove());
            int best = mustMove ? -Score.INFINITE : evaluator.evaluate(position);
            for (int i = 0; i < moves.size(); i++) {
                position.makeMove(moves.get(i));
                int value = position.isTerminal() ? Score.proven(position.terminalValue(team), ply + 1)
                        : game.teamOf(position.seatToMove()) == team ? value(depth - 1, ply + 1) : -value(depth - 1, ply + 1);
                position.undoMove();
                best = Math.max(best, value);
            }
            return best;
        }
    }

    /**
     * A game with quiescence moves added: a seeded random half of the legal moves (at least one), the same for a
     * position at a distance past the horizon every time.
     */
    private static final class WithQuiescence<P extends Position> extends ForwardingGame<P> implements QuiescenceMoves<P> {
        private final long seed;
        private final boolean mustMove;

        WithQuiescence(Game<P> inner, long seed, boolean mustMove) {
            super(inner);
            this.seed = seed;
            this.mustMove = mustMove;
        }

        @Override
        public boolean horizonMoves(P position, MoveList out) {
            return horizonMoves(position, out, 0);
        }

        @Override
        public boolean horizonMoves(P position, MoveList out, int pliesPast) {
            MoveList legal = new MoveList();
            position.legalMoves(legal);
            Random random = new Random(position.key() ^ seed ^ pliesPast * 0x9E3779B97F4A7C15L);
            out.clear();
            for (int i = 0; i < legal.size(); i++) {
                if (random.nextBoolean() || i == legal.size() - 1 && out.isEmpty()) {
                    out.add(legal.get(i));
                }
            }
            return mustMove;
        }

        @Override
        public <T> Optional<T> capability(Class<T> type) {
            return type == QuiescenceMoves.class ? Optional.of(type.cast(this)) : inner.capability(type);
        }

        @Override
        public String name() {
            return inner.name() + " with quiescence moves";
        }
    }
}
