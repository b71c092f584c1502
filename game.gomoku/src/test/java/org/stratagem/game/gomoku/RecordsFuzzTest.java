package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.stratagem.game.gomoku.Fuzzing.parseOrRefuse;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Game records (SGF, psq, or a position), fed arbitrary text: what is read is written as SGF (and as
 * psq when it is a game from the empty board) and read back to the same position on the same board
 * under the same rule; everything else is refused in one short line. Seeds in
 * {@code RecordsFuzzTestInputs/}; the README's Fuzzing section says how to fuzz longer.
 */
class RecordsFuzzTest {
    private final GomokuGame game = new GomokuGame();

    @FuzzTest
    void read(byte[] data) {
        parseOrRefuse(() -> RecordFormat.readAny(Fuzzing.text(data), game)).ifPresent(record -> {
            for (RecordFormat format : RecordFormat.values()) {
                if (format != RecordFormat.PSQ || !record.position().isSetUp()) {
                    GomokuRecord again = RecordFormat.readAny(format.write(record), record.game());
                    assertEquals(record.game().formatPosition(record.position()), again.game().formatPosition(again.position()));
                    assertEquals(record.position().key(), again.position().key(), format.id());
                }
            }
        });
    }
}
