package org.stratagem.launcher.platform;

import java.net.URI;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/** The folders FileInstall watches ({@code felix.fileinstall.dir}): what tells a bundle of {@code load/} from the platform's. */
final class WatchedFolders {
    private final List<Path> folders;

    private WatchedFolders(List<Path> folders) {
        this.folders = folders;
    }

    /**
     * @param context a bundle context, to read the framework property
     * @return the watched folders, none when FileInstall is not configured
     */
    static WatchedFolders of(BundleContext context) {
        String property = context.getProperty("felix.fileinstall.dir");
        return new WatchedFolders(property == null ? List.of()
                : Arrays.stream(property.split(",")).map(String::trim).filter(folder -> !folder.isEmpty())
                        .map(folder -> Path.of(folder).toAbsolutePath().normalize()).toList());
    }

    /**
     * @param bundle an installed bundle
     * @return whether FileInstall installed it from a watched folder (its location is a file there)
     */
    boolean installedFrom(Bundle bundle) {
        String location = bundle.getLocation();
        if (location == null || !location.startsWith("file:")) {
            return false;
        }
        try {
            Path path = Path.of(URI.create(location)).toAbsolutePath().normalize();
            return folders.stream().anyMatch(path::startsWith);
        } catch (IllegalArgumentException notAFileUri) {
            return false;
        }
    }
}
