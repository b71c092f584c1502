package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/** The rules of TwoFour: moves, ownership, the deal, the end of the game, make and undo. */
class TwoFourPositionTest {
    private final TwoFourGame game = new TwoFourGame();

    private String play(String position, String move) {
        TwoFourPosition played = game.parsePosition(position);
        played.makeMove(game.parseMove(played, move));
        return played.toString();
    }

    @Test
    void fourOntoOneGivesTheMoverTheTarget() {
        assertEquals("3 2a 0 3 2a/2", play("4 1 0 3 2a/1", "1>2"));
        assertEquals("3 2b 0 3 2a/1", play("4 1 0 3 2a/2", "1>2"));
    }

    @Test
    void threeOntoOneGivesTheMoverBothPiles() {
        assertEquals("2b 2b 4 0 2a/1", play("3 1 4 0 2a/2", "1>2"));
    }

    @Test
    void threeOntoNothingGivesTheMoverTheSource() {
        assertEquals("2a 1 4 1 2b/2", play("3 0 4 1 2b/1", "1>2"));
    }

    @Test
    void aTwoBallPileThatChangesBelongsToNobody() {
        assertEquals("3 3 0 2b 2b/1", play("4 2a 0 2b 2b/2", "1>2"));
        assertEquals("1 1 4 2a 2a/2", play("2b 0 4 2a 2a/1", "1>2"));
        assertEquals("4 1 1 2b 2b/1", play("4 2b 0 2b 2b/2", "2>3"));
    }

    @Test
    void aMoveNeedsTheSourceToHoldTwoBallsMore() {
        TwoFourPosition position = game.parsePosition("4 3 2a 1 0/1");
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        List<String> played = new ArrayList<>();
        for (int move : moves.toArray()) {
            played.add(game.formatMove(position, move));
        }
        assertEquals(List.of("1>3", "1>4", "1>5", "2>4", "2>5", "3>5"), played);
    }

    @Test
    void twoBallPilesAreDealtAlternatelyFirstToPlayerTwo() {
        assertEquals("0 3 4 1 2b/1", TwoFourPosition.fromOlympiadPiles(new int[] {0, 3, 4, 1, 2}).toString());
        assertEquals("1 1 2b 2a 4/1", TwoFourPosition.fromOlympiadPiles(new int[] {1, 1, 2, 2, 4}).toString());
        assertEquals("2b 2a 2b 2a 2b/1", TwoFourPosition.fromOlympiadPiles(new int[] {2, 2, 2, 2, 2}).toString());
    }

    @Test
    void aGameDealtAllTwosIsOverAndPlayerTwoHasTheOddPile() {
        TwoFourPosition position = TwoFourPosition.fromOlympiadPiles(new int[] {2, 2, 2, 2, 2});
        assertTrue(position.isTerminal());
        assertEquals(Position.NOBODY, position.seatToMove());
        assertEquals(0, position.seatOnTurn());
        assertEquals(-1, position.terminalValue(0));
        assertEquals(1, position.terminalValue(1));
    }

    @Test
    void badOlympiadPilesAreRejected() {
        assertEquals("pile 2: '5' is not 0..4",
                assertThrows(IllegalArgumentException.class,
                        () -> TwoFourPosition.fromOlympiadPiles(new int[] {0, 5, 4, 1, 0})).getMessage());
        assertEquals("total of 8 balls, expected 2N = 10",
                assertThrows(IllegalArgumentException.class,
                        () -> TwoFourPosition.fromOlympiadPiles(new int[] {0, 3, 4, 1, 0})).getMessage());
        assertEquals("2 piles, expected 3..30",
                assertThrows(IllegalArgumentException.class,
                        () -> TwoFourPosition.fromOlympiadPiles(new int[] {2, 2})).getMessage());
    }

    @Test
    void randomGamesEndWithEveryPileAtTwoWithinTwoNMoves() {
        MoveList moves = new MoveList();
        RandomPositions.forEachPositionOfRandomGames(1, 300, position -> {
            assertTrue(position.movesMade() <= 2 * position.pileCount(), position::toString);
            assertEquals(2 * position.pileCount(), Arrays.stream(kinds(position)).map(Pile::balls).sum());
            position.legalMoves(moves);
            assertEquals(moves.isEmpty(), position.isTerminal(), position::toString);
            if (!position.isTerminal()) {
                assertEquals(position.seatOnTurn(), position.seatToMove());
                return;
            }
            assertEquals(Position.NOBODY, position.seatToMove());
            for (int pile = 0; pile < position.pileCount(); pile++) {
                assertEquals(2, Pile.balls(position.kind(pile)), position::toString);
            }
            assertEquals(position.pileCount(), position.pilesOwnedBy(0) + position.pilesOwnedBy(1));
            assertEquals(position.pilesOwnedBy(0) - position.pilesOwnedBy(1), position.terminalValue(0));
            assertEquals(0, position.terminalValue(0) + position.terminalValue(1));
        });
    }

    @Test
    void undoRestoresTheExactStateAndKeys() {
        SplittableRandom random = new SplittableRandom(2);
        for (int trial = 0; trial < 300; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + trial % 28);
            List<String> states = new ArrayList<>();
            while (!position.isTerminal()) {
                states.add(snapshot(position));
                position.makeMove(RandomPositions.randomMove(random, position));
                TwoFourPosition fresh = game.parsePosition(position.toString());
                assertEquals(fresh.key(), position.key(), "incremental key of " + position);
                assertEquals(fresh.canonicalKey(), position.canonicalKey(), "incremental canonical key of " + position);
            }
            for (int made = states.size() - 1; made >= 0; made--) {
                position.undoMove();
                assertEquals(states.get(made), snapshot(position));
            }
            assertThrows(IllegalStateException.class, position::undoMove);
        }
    }

    private static String snapshot(TwoFourPosition position) {
        return position + " key " + position.key() + " canonical " + position.canonicalKey() + " seat "
                + position.seatToMove() + " made " + position.movesMade();
    }

    @Test
    void aCopyKeepsTheHistoryAndIsIndependent() {
        TwoFourPosition position = game.parsePosition("4 1 0 3 2a/1");
        position.makeMove(game.parseMove(position, "1>2"));
        TwoFourPosition copy = position.copy();
        copy.undoMove();
        assertEquals("4 1 0 3 2a/1", copy.toString());
        assertEquals("3 2a 0 3 2a/2", position.toString());
        assertEquals(1, position.movesMade());
    }

    @Test
    void terminalValueIsOnlyForFinishedGames() {
        assertThrows(IllegalStateException.class, () -> game.parsePosition("4 1 0 3 2a/1").terminalValue(0));
    }

    @Test
    void canonicalKeyIgnoresPileOrder() {
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 500; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + trial % 28);
            int[] kinds = kinds(position);
            for (int swap = kinds.length - 1; swap > 0; swap--) {
                int other = random.nextInt(swap + 1);
                int kind = kinds[swap];
                kinds[swap] = kinds[other];
                kinds[other] = kind;
            }
            TwoFourPosition permuted = TwoFourPosition.of(kinds, position.seatOnTurn());
            assertEquals(position.canonicalKey(), permuted.canonicalKey(), position + " vs " + permuted);
        }
    }

    @Test
    void canonicalKeyIsSharedWithTheRoleSwappedDual() {
        SplittableRandom random = new SplittableRandom(4);
        for (int trial = 0; trial < 500; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + trial % 28);
            int[] kinds = kinds(position);
            for (int pile = 0; pile < kinds.length; pile++) {
                kinds[pile] = Pile.seenBy(kinds[pile], 1);
            }
            TwoFourPosition dual = TwoFourPosition.of(kinds, 1 - position.seatOnTurn());
            assertEquals(position.canonicalKey(), dual.canonicalKey(), position + " vs " + dual);
            assertNotEquals(position.key(), dual.key(), position + " vs " + dual);
        }
    }

    @Test
    void canonicalKeysAreEqualExactlyWhenTheMoversCensusesAre() {
        SplittableRandom random = new SplittableRandom(5);
        Map<Long, String> censusOfKey = new HashMap<>();
        Map<String, Long> keyOfCensus = new HashMap<>();
        for (int trial = 0; trial < 5000; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + trial % 6);
            String census = moversCensus(position);
            assertEquals(census, censusOfKey.computeIfAbsent(position.canonicalKey(), key -> census), position::toString);
            assertEquals(position.canonicalKey(), keyOfCensus.computeIfAbsent(census, text -> position.canonicalKey()));
        }
    }

    /** The census of pile kinds from the mover's view, read from the notation alone. */
    private static String moversCensus(TwoFourPosition position) {
        String notation = position.toString();
        String mine = notation.endsWith("/1") ? "2a" : "2b";
        String[] piles = notation.substring(0, notation.indexOf('/')).split(" ");
        for (int pile = 0; pile < piles.length; pile++) {
            piles[pile] = piles[pile].startsWith("2") ? piles[pile].equals(mine) ? "2mine" : "2theirs" : piles[pile];
        }
        Arrays.sort(piles);
        return String.join(" ", piles);
    }

    private static int[] kinds(TwoFourPosition position) {
        int[] kinds = new int[position.pileCount()];
        for (int pile = 0; pile < kinds.length; pile++) {
            kinds[pile] = position.kind(pile);
        }
        return kinds;
    }
}
