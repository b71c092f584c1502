package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.NotationException;

/** Records replay exactly, and a record that the rules contradict is refused at its line. */
class JunqiRecordTest {
    static final Path RECORDS = Path.of("src", "test", "resources", "records");

    private static String handWritten() throws IOException {
        return Files.readString(RECORDS.resolve("duel-missed-and-resigned.jrec"));
    }

    @Test
    void aRecordReplaysToItsEndAndIsWrittenBackLineForLine() throws IOException {
        String text = handWritten();
        Referee referee = JunqiRecord.replay(text);
        assertEquals(Referee.TEAM13, referee.result());
        assertEquals(2, referee.missed(0) + referee.missed(2), "two passes; a resignation is no missed turn");
        assertEquals(text.lines().filter(line -> !line.startsWith("#")).toList(), JunqiRecord.write(referee));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "an outcome changed|RESULT 0 6,11 6,5 TAKE|RESULT 0 6,11 6,5 DIE|line 10: recorded 'RESULT 0 6,11 6,5 DIE', the rules give 'RESULT 0 6,11 6,5 TAKE'",
        "an illegal move|RESULT 0 6,11 6,5 TAKE|RESULT 0 6,11 6,4 TAKE|line 10: 6,11 6,4: 6,4 cannot be reached from 6,11 by a road step or along the railway",
        "the wrong seat|RESULT 2 8,5 8,11 TRADE|RESULT 0 8,5 8,11 TRADE|line 11: 'RESULT 0 8,5 8,11 TRADE': seat 2 is to move",
        "a result changed|END team13|END team02|line 18: recorded 'END team02', the rules give 'END team13'",
        "an end missing|END team13|# no end|line 18: the record ends before 'END team13'",
        "a line after the end|END team13|END team13\\nRESULT 2 8,5 8,6 MOVE|line 19: 'RESULT 2 8,5 8,6 MOVE' after the end of the game",
        "a lineup broken|lineup 2 38|lineup 2 M|line 8: seat 2: lineup token 0 (row 0, column 0): a mine outside rows 4-5",
        "a switch wrong|draw_after 48|draw_after 0|line 6: --draw_after '0' is not a number of turns from 1 to 10000",
        "the header wrong|junqi-record 1|junqi-record 2|line 2: 'junqi-record 2' where 'junqi-record 1' was expected",
        "a line not a turn|PASS 2 late: no answer in 1000 ms|MOVE 9,5 8,5|line 13: 'MOVE 9,5 8,5' is not RESULT, PASS or RESIGN of the seat to move",
    })
    void aContradictedRecordIsRefusedAtItsLine(String what, String line, String replacement, String error) throws IOException {
        String text = handWritten().replaceFirst(line, replacement.replace("\\n", "\n"));
        assertEquals(error, assertThrows(NotationException.class, () -> JunqiRecord.replay(text)).getMessage(), what);
    }

    @Test
    void anEmptyRecord() {
        assertEquals("line 1: the record ends before 'junqi-record 1'",
                assertThrows(NotationException.class, () -> JunqiRecord.replay("")).getMessage());
    }
}
