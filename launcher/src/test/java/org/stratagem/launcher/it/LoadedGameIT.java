package org.stratagem.launcher.it;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.stratagem.engine.api.Game;
import org.stratagem.testkit.Countdown;

/**
 * A third party's game dropped into {@code load/} is checked by the game test kit as it arrives, and the
 * verdict logged; {@code conform} reports the same broken contract with the moves that show it, and
 * passes the platform's own games. (The test's logging keeps warnings out of the shell's output, so the
 * test lets its own logger hear the check.)
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class LoadedGameIT extends PlatformTest {
    @Test
    public void aBrokenGameInLoadIsReportedWithTheMovesThatBreakIt() throws Exception {
        List<String> logged = new CopyOnWriteArrayList<>();
        Handler collector = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger loadLog = Logger.getLogger("org.stratagem.launcher.load");
        Level level = loadLog.getLevel();
        loadLog.setLevel(Level.INFO);
        loadLog.addHandler(collector);
        Path load = new File(context.getProperty("felix.fileinstall.dir")).toPath();
        try (Services services = new Services(context)) {
            ProbeBundles.drop(ProbeBundles.countdown("org.example.brokencount", "1.0.0", 9, "UNDO_FORGETS_THE_KEY"),
                    load.resolve("broken-game.jar"));
            services.await(Game.class, "(game.id=" + Countdown.ID + ")");
            Services.awaitCondition("the dropped game's check is logged",
                    () -> logged.stream().anyMatch(line -> line.startsWith("game " + Countdown.ID + " of org.example.brokencount")));
            String verdict = logged.stream().filter(line -> line.startsWith("game " + Countdown.ID)).findFirst().orElseThrow();
            assertTrue(verdict, verdict.contains(": FAILS from the initial position after "));
            assertTrue(verdict, verdict.contains("undo does not restore the key"));

            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                Shell.Reply broken = shell.run("stratagem:conform " + Countdown.ID + " --games 10");
                assertEquals(broken.output(), 1, broken.exitStatus());
                assertTrue(broken.output(), broken.output().startsWith(Countdown.ID + ": 1 random games, "));
                assertTrue(broken.output(), broken.output().contains("undo does not restore the key"));
                services.await(Game.class, "(game.id=trianglewar)");
                Shell.Reply sound = shell.run("stratagem:conform trianglewar --games 10");
                assertEquals(sound.output(), 0, sound.exitStatus());
                assertTrue(sound.output(), sound.output().strip().endsWith(": conforms"));
            }
        } finally {
            loadLog.removeHandler(collector);
            loadLog.setLevel(level);
        }
    }
}
