package org.stratagem.engine.search.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.Score;

class StoredScoreTest {
    @Test
    void provenScoresKeepTheirDistanceFromTheRoot() {
        int win = Score.proven(2, 9);
        assertEquals(Score.proven(2, 11), StoredScore.fromStored(StoredScore.toStored(win, 4), 6));
        assertEquals(-win, StoredScore.fromStored(StoredScore.toStored(-win, 3), 3));
    }

    @Test
    void scoresWithoutDistanceAreStoredAsTheyAre() {
        int win = Score.provenOutcome(1);
        assertEquals(win, StoredScore.fromStored(StoredScore.toStored(win, 7), 3), "no distance to carry");
        assertEquals(123, StoredScore.toStored(123, 5));
        assertEquals(0, StoredScore.fromStored(0, 5));
    }
}
