package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.Score;

/** The {@code legal} and {@code distinct} generators and the {@code ownership} evaluator. */
class MoveGeneratorsTest {
    private final MoveGenerator<TwoFourPosition> legal = new LegalMoves();
    private final MoveGenerator<TwoFourPosition> distinct = new DistinctMoves();

    @Test
    void theMoveKindsAreExactlyThePairsOfPileKindsAMoveCanJoin() {
        for (int seat = 0; seat < 2; seat++) {
            Set<String> listed = new HashSet<>();
            for (int moveKind = 0; moveKind < MoveKinds.COUNT; moveKind++) {
                listed.add(MoveKinds.source(moveKind, seat) + ">" + MoveKinds.target(moveKind, seat));
            }
            Set<String> possible = new HashSet<>();
            for (int source = 0; source < Pile.KINDS; source++) {
                for (int target = 0; target < Pile.KINDS; target++) {
                    if (Pile.balls(source) >= Pile.balls(target) + 2) {
                        possible.add(source + ">" + target);
                    }
                }
            }
            assertEquals(possible, listed);
            assertEquals(MoveKinds.COUNT, listed.size());
        }
    }

    @Test
    void legalListsEveryLegalMoveOnceBestKindFirst() {
        RandomPositions.forEachPositionOfRandomGames(7, 200, position -> {
            int[] generated = generate(legal, position);
            int[] natural = generate(MoveGenerator.legal(), position);
            int[] sorted = generated.clone();
            Arrays.sort(natural);
            Arrays.sort(sorted);
            assertArrayEquals(natural, sorted, position::toString);
            assertOwnershipGainNeverRises(position, generated);
        });
    }

    @Test
    void distinctListsOneLegalMoveForEachPositionALegalMoveReaches() {
        RandomPositions.forEachPositionOfRandomGames(8, 200, position -> {
            int[] generated = generate(distinct, position);
            Set<Long> reachedByDistinct = new HashSet<>();
            for (int move : generated) {
                assertTrue(contains(generate(legal, position), move), position::toString);
                assertTrue(reachedByDistinct.add(childCanonicalKey(position, move)), "two moves to one state in " + position);
            }
            Set<Long> reachedByLegal = new HashSet<>();
            for (int move : generate(legal, position)) {
                reachedByLegal.add(childCanonicalKey(position, move));
            }
            assertEquals(reachedByLegal, reachedByDistinct, position::toString);
            assertOwnershipGainNeverRises(position, generated);
        });
    }

    @Test
    void ownershipScoresOwnedPilesFromTheMoversView() {
        TwoFourGame game = new TwoFourGame();
        OwnershipEvaluator evaluator = new OwnershipEvaluator();
        assertEquals(2 * OwnershipEvaluator.PILE, evaluator.evaluate(game.parsePosition("2a 2a 2a 2b 0 4/1")));
        assertEquals(-2 * OwnershipEvaluator.PILE, evaluator.evaluate(game.parsePosition("2a 2a 2a 2b 0 4/2")));
        String allMine = "2a ".repeat(TwoFourPosition.MAX_PILES).strip() + "/1";
        int most = evaluator.evaluate(game.parsePosition(allMine));
        assertEquals(TwoFourPosition.MAX_PILES * OwnershipEvaluator.PILE, most);
        assertTrue(most <= Score.MAX_EVAL);
    }

    /** Moves are ordered by the owned piles they win at once, as {@link MoveKinds} promises. */
    private static void assertOwnershipGainNeverRises(TwoFourPosition position, int[] moves) {
        int previous = Integer.MAX_VALUE;
        for (int move : moves) {
            int mover = position.seatOnTurn();
            int before = position.pilesOwnedBy(mover) - position.pilesOwnedBy(1 - mover);
            position.makeMove(move);
            int gain = position.pilesOwnedBy(mover) - position.pilesOwnedBy(1 - mover) - before;
            position.undoMove();
            assertTrue(gain <= previous, "move order in " + position);
            previous = gain;
        }
    }

    private static long childCanonicalKey(TwoFourPosition position, int move) {
        position.makeMove(move);
        long key = position.canonicalKey();
        position.undoMove();
        return key;
    }

    private static int[] generate(MoveGenerator<TwoFourPosition> generator, TwoFourPosition position) {
        MoveList moves = new MoveList();
        generator.generate(position, moves);
        return moves.toArray();
    }

    private static boolean contains(int[] moves, int move) {
        return Arrays.stream(moves).anyMatch(candidate -> candidate == move);
    }
}
