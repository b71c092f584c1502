package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.stratagem.game.gomoku.RecordsTest.golden;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.engine.api.NotationException;
import org.stratagem.testkit.command.CommandHarness;

/** {@code gomoku convert FILE --to FORM}: a game between SGF, psq and our notation, and the one-line refusals. */
class GomokuConvertTest {
    private static final String GAME = "7,7 8,8 8,7 6,7 9,7 10,7 7,8 9,6 6,9 5,10 7,9 7,10 8,9 9,9 5,9 4,9 8,10 8,11 8,6";

    @TempDir
    Path folder;

    private String file(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text).toString();
    }

    /** @return what {@code gomoku convert ARGUMENTS} prints, the input on standard input */
    private static String convert(String input, String... arguments) {
        List<String> all = new ArrayList<>(List.of(GomokuCommand.CONVERT));
        all.addAll(List.of(arguments));
        CommandHarness context = new CommandHarness(all.toArray(String[]::new)).withInput(input);
        assertEquals(0, new GomokuCommand().run(context));
        return String.join("\n", context.lines()) + "\n";
    }

    @Test
    void aGameGoesBetweenEveryForm() throws IOException {
        String sgf = file("game.sgf", golden("game.sgf"));
        String psq = file("game.psq", golden("game.psq"));
        String position = file("game.txt", GAME);
        assertEquals(golden("game.psq"), convert("", sgf, "--to", "psq"));
        assertEquals(golden("game.sgf"), convert("", psq, "--to", "sgf"));
        assertEquals(golden("game.sgf"), convert("", position, "--to", "SGF"));
        assertEquals(GAME + "\n", convert("", sgf, "--to", "position"));
        assertEquals(golden("game.sgf"), convert(golden("game.sgf"), "-", "--to", "sgf"), "standard input");
        String renju = file("setup.txt", "black 7,7 8,7 white 6,6 8,8 next black then 9,7 10,7");
        assertEquals(golden("setup-renju.sgf"), convert("", renju, "--to", "sgf", "--rule", "renju"));
        assertEquals(golden("rectangle.sgf"), convert("", file("wide.txt", "0,7 19,7"), "--to", "sgf", "--size", "20x15",
                "--rule", "standard"));
        assertEquals("9,9 10,10 10,9\n", convert("", file("other.psq", golden("other.psq")), "--to", "position", "--rule",
                "renju"), "a psq's rule from --rule");
    }

    @Test
    void whatCannotBeConvertedIsRefusedInOneLine() throws IOException {
        String renju = file("setup-renju.sgf", golden("setup-renju.sgf"));
        Map<List<String>, String> refusals = new LinkedHashMap<>();
        refusals.put(List.of(renju, "--to", "psq"),
                "a psq holds a game played from the empty board, and this position is set up: write it as sgf");
        refusals.put(List.of(renju, "--to", "sgf", "--rule", "caro"), renju + " plays renju, not --rule caro");
        refusals.put(List.of(renju, "--to", "sgf", "--size", "19"), renju + " is on a 15x15 board, not --size 19");
        refusals.put(List.of(renju, "--to", "kif"), "--to 'kif' is not sgf, psq or position");
        refusals.put(List.of(folder.resolve("none.sgf").toString(), "--to", "sgf"),
                "cannot read '" + NotationException.excerpt(folder.resolve("none.sgf").toString()) + "': no such file");
        refusals.put(List.of(folder.toString(), "--to", "sgf"),
                "cannot read '" + NotationException.excerpt(folder.toString()) + "': it is a folder, not a file");
        refusals.put(List.of(file("bad.sgf", "(;B[hh];W[hh])"), "--to", "psq"), "SGF move 2, W[hh]: 7,7 is taken");
        String huge = file("huge.sgf", "(;C[" + "x".repeat((int) GomokuCommand.MAX_RECORD_BYTES) + "])");
        refusals.put(List.of(huge, "--to", "psq"), huge + " is over " + GomokuCommand.MAX_RECORD_BYTES
                + " characters: not a game record");
        refusals.put(List.of(renju), "missing required option: '--to=FORM'");
        refusals.forEach((arguments, expected) -> {
            List<String> all = new ArrayList<>(List.of(GomokuCommand.CONVERT));
            all.addAll(arguments);
            CommandHarness context = new CommandHarness(all.toArray(String[]::new));
            assertEquals(expected, assertThrows(NotationException.class, () -> new GomokuCommand().run(context)).getMessage(),
                    arguments.toString());
        });
    }
}
