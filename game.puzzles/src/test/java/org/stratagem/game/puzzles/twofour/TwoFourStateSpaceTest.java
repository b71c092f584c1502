package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.table.IndexedStateSpace;

/** The indexed space of canonical states. */
class TwoFourStateSpaceTest {

    @Test
    void thirtyPilesHave8266States() {
        assertEquals(8266, new TwoFourStateSpace(30, 30).size());
    }

    @Test
    void theGamesSpaceIsABijectionOverEveryPileCount() {
        IndexedStateSpace<TwoFourPosition> space = new TwoFourGame().stateSpace();
        assertEquals(58_894, space.size());
        Set<Long> keys = new HashSet<>();
        for (long index = 0; index < space.size(); index++) {
            TwoFourPosition state = space.positionAt(index);
            assertEquals(index, space.indexOf(state), state::toString);
            assertTrue(keys.add(state.canonicalKey()), state::toString);
            assertEquals(0, state.seatOnTurn());
            assertEquals(0, state.movesMade());
        }
    }

    @Test
    void representativesHaveTheirPilesSortedByKind() {
        TwoFourStateSpace space = new TwoFourStateSpace(5, 5);
        assertEquals(30, space.size());
        for (long index = 0; index < space.size(); index++) {
            TwoFourPosition state = space.positionAt(index);
            for (int pile = 1; pile < state.pileCount(); pile++) {
                assertTrue(state.kind(pile - 1) <= state.kind(pile), state::toString);
            }
        }
    }

    @Test
    void everyPositionBelongsToTheStateOfItsCanonicalKey() {
        TwoFourStateSpace space = new TwoFourStateSpace(3, 8);
        SplittableRandom random = new SplittableRandom(9);
        for (int trial = 0; trial < 2000; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + trial % 6);
            long index = space.indexOf(position);
            assertTrue(index >= 0 && index < space.size(), position::toString);
            assertEquals(position.canonicalKey(), space.positionAt(index).canonicalKey(), position::toString);
        }
    }

    @Test
    void everyStateOfFivePilesIsTheClassOfSomeOrderedPosition() {
        TwoFourStateSpace space = new TwoFourStateSpace(5, 5);
        Set<Long> reached = new HashSet<>();
        int positions = 6 * 6 * 6 * 6 * 6;
        for (int code = 0; code < positions * 2; code++) {
            int[] kinds = new int[5];
            int total = 0;
            for (int pile = 0, rest = code / 2; pile < 5; pile++, rest /= Pile.KINDS) {
                kinds[pile] = rest % Pile.KINDS;
                total += Pile.balls(kinds[pile]);
            }
            if (total == 10) {
                TwoFourPosition position = TwoFourPosition.of(kinds, code % 2);
                reached.add(space.indexOf(position));
            }
        }
        assertEquals(space.size(), reached.size());
    }

    @Test
    void outsideTheSpaceIsAnError() {
        TwoFourStateSpace space = new TwoFourStateSpace(3, 8);
        TwoFourPosition ninePiles = new TwoFourGame().parsePosition("2a 2a 2a 2a 2a 2a 2a 2a 2a/1");
        assertThrows(IllegalArgumentException.class, () -> space.indexOf(ninePiles));
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(space.size()));
        assertThrows(IllegalArgumentException.class, () -> new TwoFourStateSpace(2, 8));
    }
}
